import { passwordResetMessages } from '@colophon/domain';
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

import { replyMessage } from '../../ui/restApi.ts';
import { clearStoredSession } from '../session.ts';
import { loginPath } from '../urls.ts';

/** After a successful reset the spec moves on to /login after this long. */
const redirectDelayMs = 2_000;

const postJson = (path: string, body: unknown) =>
  fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function Card(props: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="lg" w={420} maw="100%">
        <Stack>
          <Title order={2}>{props.title}</Title>
          {props.children}
          <Anchor component={Link} to={loginPath} size="sm">
            Back to log in
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}

/** /reset_password: asks for a mailed link; the reply reads the same whether or not the email has an account. */
export function RequestPasswordResetPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (value) => (value.trim() ? null : 'Email is required.') },
  });
  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    const response = await postJson('/api/v1/auth/password/reset_password/', { email: email.trim() }).catch(() => null);
    // The short text when the request never reached the server, the long one when the server refused it.
    if (!response) return setError(passwordResetMessages.sendErrorShort);
    if (!response.ok) return setError(passwordResetMessages.sendError);
    setSent(await replyMessage(response, passwordResetMessages.sent));
  });
  return (
    <Card title="Reset your password">
      {sent ? (
        <Alert color="green">{sent}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">Enter your email and we will send you a link to choose a new password.</Text>
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            {error && <Alert color="red">{error}</Alert>}
            <Button type="submit" loading={form.submitting}>
              SEND RESET LINK
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}

/** /reset_password/{token}?email=…&token=…: the new password, twice; then back to log in. */
export function ConfirmPasswordResetPage() {
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', password2: '' },
    validate: {
      password: (value) => (value ? null : 'Password is required'),
      password2: (value, values) => (value === values.password ? null : passwordResetMessages.mismatch),
    },
  });
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(loginPath), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.onSubmit(async ({ password, password2 }) => {
    setError(null);
    const user = {
      email: params.get('email') ?? '',
      token: params.get('token') ?? pathToken ?? '',
      password,
      password2,
    };
    const response = await postJson('/api/v1/auth/password/confirm/', { user }).catch(() => null);
    if (!response) return setError(passwordResetMessages.resetError);
    const reply = (await response.json().catch(() => ({}))) as Record<string, string[] | string | undefined>;
    if (!response.ok) {
      const first = Object.values(reply)
        .flat()
        .find((message) => typeof message === 'string');
      return setError(first ?? passwordResetMessages.resetError);
    }
    clearStoredSession();
    setDone(typeof reply.detail === 'string' ? reply.detail : passwordResetMessages.done);
  });

  return (
    <Card title="Choose a new password">
      {done ? (
        <Alert color="green">{done}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput
              label="Retype new password"
              autoComplete="new-password"
              {...form.getInputProps('password2')}
            />
            {error && <Alert color="red">{error}</Alert>}
            <Button type="submit" loading={form.submitting}>
              RESET PASSWORD
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
