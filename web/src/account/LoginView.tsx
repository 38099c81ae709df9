import { Alert, Center, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';

import { narrowScreenQuery } from '../ui/layout.ts';
import { useNotify } from '../ui/notify.ts';
import { logIn, signUp } from './authApi.ts';
import { LoginForm } from './LoginForm.tsx';
import { readLoginShell } from './loginShell/shell.ts';
import { loginTexts } from './loginTexts.ts';
import { clearStoredSession } from './session.ts';
import { useSession } from './SessionProvider.tsx';
import { SignupForm } from './SignupForm.tsx';
import { dashboardPath } from './urls.ts';
import type { LoginValues, SignupValues } from './validation.ts';

/**
 * /login: SIGN UP and LOG IN tabs; a stored session goes straight to the dashboard. On a page load the
 * HTML login page was there first: what was typed, chosen and shown on it carries over.
 */
export function LoginView(props: {
  /** Called once the view is on screen: the router fetches what a login opens meanwhile. */
  onShown?(): void;
}) {
  const { session, signIn } = useSession();
  const notify = useNotify();
  const narrowScreen = useMediaQuery(narrowScreenQuery);
  const [shell] = useState(readLoginShell);
  const [loginError, setLoginError] = useState<string | null>(shell?.loginError ?? null);
  const { onShown } = props;
  useEffect(() => onShown?.(), [onShown]);
  if (session) return <Navigate to={dashboardPath} replace />;

  const submitLogin = async (values: LoginValues) => {
    const result = await logIn(values);
    if (result.ok) return signIn(result.session);
    clearStoredSession();
    setLoginError(result.message);
  };
  const submitSignup = async (values: SignupValues) => {
    const result = await signUp({
      publisher: values.publisher.trim(),
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

  return (
    <Center mih="100vh" p="md">
      <Stack w={440} maw="100%">
        {narrowScreen && <Alert color="yellow">{loginTexts.narrowScreenNotice}</Alert>}
        <Title order={1} ta="center">
          {loginTexts.title}
        </Title>
        <Paper withBorder p="lg">
          <Tabs defaultValue={shell?.tab ?? 'login'} keepMounted={false}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="signup">{loginTexts.signUpTab}</Tabs.Tab>
              <Tabs.Tab value="login">{loginTexts.logInTab}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signup">
              <SignupForm onSubmit={submitSignup} />
            </Tabs.Panel>
            <Tabs.Panel value="login">
              <LoginForm error={loginError} onSubmit={submitLogin} handover={shell} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
    </Center>
  );
}
