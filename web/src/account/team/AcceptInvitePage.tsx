import { inviteMessages, roleLabels, type RoleName } from '@colophon/domain';
import { Alert, Button, Center, Checkbox, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { rememberPosition } from '../../graphql/position.ts';
import { useNotify } from '../../ui/notify.ts';
import { replyMessage, sessionHeaders } from '../../ui/restApi.ts';
import { signUp } from '../authApi.ts';
import { clearStoredSession } from '../session.ts';
import { useSession } from '../SessionProvider.tsx';
import { SignupForm } from '../SignupForm.tsx';
import { dashboardPath } from '../urls.ts';
import type { SignupValues } from '../validation.ts';

interface InvitationPreview {
  email: string;
  role: RoleName;
  publisher: { id: string; name: string };
}

type Loaded =
  { status: 'loading' } | { status: 'invalid'; message: string } | { status: 'ready'; invitation: InvitationPreview };

/**
 * /accept_invite?invite=…&group=…&pubid=…: the terms, then Create Your Account reveals the signup
 * form; the new user lands in the inviting publisher with the invited role. Someone signed in
 * accepts with one click.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const key = params.get('invite') ?? '';
  const { session, signIn } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>(
    key ? { status: 'loading' } : { status: 'invalid', message: inviteMessages.invalidLink },
  );
  const [agreed, setAgreed] = useState(false);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (!key) return;
    void fetch(`/api/v1/invitations/${encodeURIComponent(key)}`).then(async (response) => {
      if (response.ok) setLoaded({ status: 'ready', invitation: (await response.json()) as InvitationPreview });
      else setLoaded({ status: 'invalid', message: await replyMessage(response, inviteMessages.invalidLink) });
    });
  }, [key]);

  if (loaded.status === 'loading') {
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading invitation" />
      </Center>
    );
  }

  const createAccount = async (values: SignupValues) => {
    const result = await signUp({
      publisher: '',
      invite: key,
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      email: values.email.trim(),
      password1: values.password,
      password2: values.passwordAgain,
    });
    if (result.ok) return signIn(result.session);
    clearStoredSession();
    notify.error(result.message);
  };

  const acceptSignedIn = async () => {
    const response = await fetch('/accept_invitation/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sessionHeaders(session) },
      body: JSON.stringify({ key }),
    });
    if (response.status === 409) return notify.error(inviteMessages.alreadyAccepted);
    if (!response.ok) return notify.error(await replyMessage(response, inviteMessages.invalidLink));
    rememberPosition(((await response.json()) as { position?: string }).position);
    notify.success('Invitation accepted');
    void navigate(dashboardPath);
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="lg" w={460} maw="100%">
        {loaded.status === 'invalid' ? (
          <Stack>
            <Title order={2}>Invitation</Title>
            <Alert color="red">{loaded.message}</Alert>
          </Stack>
        ) : (
          <Stack>
            <Title order={2}>Join {loaded.invitation.publisher.name}</Title>
            <Text>
              You have been invited to join {loaded.invitation.publisher.name} on Colophon as{' '}
              {roleLabels[loaded.invitation.role]}.
            </Text>
            {session ? (
              <Button onClick={() => void acceptSignedIn()}>ACCEPT INVITATION</Button>
            ) : creating ? (
              <SignupForm invitedEmail={loaded.invitation.email} onSubmit={createAccount} />
            ) : (
              <>
                <Checkbox
                  label="I agree to the Terms of Service"
                  checked={agreed}
                  onChange={(event) => setAgreed(event.currentTarget.checked)}
                />
                <Button disabled={!agreed} onClick={() => setCreating(true)}>
                  Create Your Account
                </Button>
              </>
            )}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
