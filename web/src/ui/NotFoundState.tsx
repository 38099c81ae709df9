import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A record or page that does not exist: the spec's text, and the way back to where it would be. */
export function NotFoundState(props: { title: string; text?: string; backTo: string; backLabel: string }) {
  return (
    <Stack gap="sm" py="xl" align="flex-start">
      <Title order={2}>{props.title}</Title>
      {props.text && <Text>{props.text}</Text>}
      <Anchor component={Link} to={props.backTo}>
        ← {props.backLabel}
      </Anchor>
    </Stack>
  );
}
