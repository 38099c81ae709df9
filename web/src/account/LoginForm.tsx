import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';

import { resetPasswordPath } from './team/urls.ts';
import { type LoginValues, validateLogin } from './validation.ts';

export function LoginForm(props: { error: string | null; onSubmit(values: LoginValues): Promise<void> }) {
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    validateInputOnBlur: true,
  });
  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate aria-label="Log in">
      <Stack>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
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
