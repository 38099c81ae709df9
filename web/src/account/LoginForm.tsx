import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';

import { useValidatedForm } from '../ui/useValidatedForm.ts';
import { resetPasswordPath } from './team/urls.ts';
import { type LoginValues, validateLogin } from './validation.ts';

export function LoginForm(props: { error: string | null; onSubmit(values: LoginValues): Promise<void> }) {
  const form = useValidatedForm<LoginValues>({ email: '', password: '' }, validateLogin);
  return (
    <form onSubmit={form.handleSubmit(props.onSubmit)} noValidate aria-label="Log in">
      <Stack>
        <TextInput label="Email" type="email" autoComplete="email" {...form.textProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.textProps('password')} />
        {props.error && (
          <Text c="red" role="alert">
            {props.error}
          </Text>
        )}
        <Button type="submit" loading={form.submitting}>
          LOG IN
        </Button>
        <Anchor component={Link} to={resetPasswordPath} size="sm" ta="center">
          Forgot your password?
        </Anchor>
      </Stack>
    </form>
  );
}
