import { Button, type ButtonProps, Tooltip } from '@mantine/core';

/**
 * The app's one casing rule for buttons: labels are written in capitals, as the spec writes its
 * actions (NEW ORDER, SAVE ORDER, SAVE). The theme shows every button in capitals; writing the label
 * so too keeps what a screen reader says (and what a test names) the same as what is shown. The
 * record actions every page shares carry their label here, once.
 */
export const buttonLabels = { edit: 'EDIT', save: 'SAVE', cancel: 'CANCEL', delete: 'DELETE' } as const;

/** The confirm dialog's buttons for deleting a record. */
export const deleteConfirmLabels = { confirm: buttonLabels.delete, cancel: buttonLabels.cancel };

type ActionProps = Omit<ButtonProps, 'children'> & {
  onClick?(): void;
  'aria-disabled'?: boolean;
  'data-disabled'?: boolean;
};

export function EditButton(props: ActionProps & { label?: string }) {
  const { label = buttonLabels.edit, ...rest } = props;
  return <Button {...rest}>{label}</Button>;
}

export function SaveButton(props: ActionProps & { type?: 'submit' | 'button' }) {
  return <Button {...props}>{buttonLabels.save}</Button>;
}

export function CancelButton(props: ActionProps) {
  return (
    <Button variant="default" {...props}>
      {buttonLabels.cancel}
    </Button>
  );
}

/**
 * A record's delete button: off while the record is edited, and while the server names a reason it
 * cannot go (linked records), which its tooltip then shows.
 */
export function DeleteButton(props: { blockedReason?: string | null; editing: boolean; onClick(): void }) {
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
          {buttonLabels.delete}
        </Button>
      </span>
    </Tooltip>
  );
}
