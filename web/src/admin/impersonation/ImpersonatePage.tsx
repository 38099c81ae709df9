import { staffMessages } from '@colophon/domain';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';

import { notify } from '../../ui/notify.ts';
import { useImpersonation } from './useImpersonation.ts';

/** /impersonate: a user id and Post (the staff dashboard does the same for a publisher's owner). */
export function ImpersonatePage() {
  const { impersonate } = useImpersonation();
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);

  async function post() {
    setPosting(true);
    const result = await impersonate(userId.trim());
    setPosting(false);
    if (result.ok) notify.success(staffMessages.impersonating);
    else setError(result.message);
  }

  return (
    <Paper withBorder p="md" maw={480}>
      <Stack
        component="form"
        aria-label="Impersonate a user"
        onSubmit={(event) => {
          event.preventDefault();
          void post();
        }}
      >
        <Title order={1}>Impersonate</Title>
        <TextInput label="User id" required value={userId} onChange={(event) => setUserId(event.currentTarget.value)} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={posting} disabled={!userId.trim()}>
          Post
        </Button>
      </Stack>
    </Paper>
  );
}
