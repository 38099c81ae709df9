import { staffMessages } from '@colophon/domain';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { notify } from '../../ui/notify.ts';
import { useImpersonation } from './useImpersonation.ts';

/** /impersonate: a user id and Post (the staff dashboard does the same for a publisher's owner). */
export function ImpersonatePage() {
  const { impersonate } = useImpersonation();
  const form = useForm({ initialValues: { userId: '' } });
  // The server's refusal, for the whole form rather than the field.
  const [refusal, setRefusal] = useState<string | null>(null);

  async function post({ userId }: { userId: string }) {
    const result = await impersonate(userId.trim());
    if (result.ok) notify.success(staffMessages.impersonating);
    else setRefusal(result.message);
  }

  return (
    <Paper withBorder p="md" maw={480}>
      <form aria-label="Impersonate a user" onSubmit={form.onSubmit(post)}>
        <Stack>
          <Title order={1}>Impersonate</Title>
          <TextInput label="User id" required {...form.getInputProps('userId')} />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Button type="submit" loading={form.submitting} disabled={!form.values.userId.trim()}>
            Post
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
