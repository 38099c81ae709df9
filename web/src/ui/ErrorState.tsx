import { Alert } from '@mantine/core';

/** What a screen shows in place of its content when loading it failed. */
export function ErrorState({ message }: { message: string }) {
  return (
    <Alert color="red" role="alert">
      Error! {message}
    </Alert>
  );
}
