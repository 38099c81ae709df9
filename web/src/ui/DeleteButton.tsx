import { Button, Tooltip } from '@mantine/core';

/**
 * A record's delete button: off while the record is edited, and while the server names a reason it
 * cannot go (linked records), which its tooltip then shows.
 */
export function DeleteButton(props: {
  label: string;
  blockedReason?: string | null;
  editing: boolean;
  onClick(): void;
}) {
  return (
    <Tooltip label={props.blockedReason} disabled={!props.blockedReason} multiline w={260}>
      {/* A disabled button gets no pointer events; the wrapper carries the tooltip. */}
      <span>
        <Button
          color="red"
          variant="light"
          disabled={Boolean(props.blockedReason) || props.editing}
          onClick={props.onClick}
        >
          {props.label}
        </Button>
      </span>
    </Tooltip>
  );
}
