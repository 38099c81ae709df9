import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';

import type { LoginField, LoginShellHandover } from './loginShell/shell.ts';
import { loginTexts } from './loginTexts.ts';
import { resetPasswordPath } from './team/urls.ts';
import { type LoginValues, validateLogin } from './validation.ts';

/** `handover`: the HTML login page's values, errors and focus, kept when the form replaces it. */
export function LoginForm(props: {
  error: string | null;
  onSubmit(values: LoginValues): Promise<void>;
  handover?: LoginShellHandover | null;
}) {
  const form = useForm<LoginValues>({
    initialValues: props.handover?.values ?? { email: '', password: '' },
    initialErrors: props.handover?.errors,
    validate: validateLogin,
    validateInputOnBlur: true,
  });
  const focus = props.handover?.focus;
  const focusedInput = useRef<HTMLInputElement>(null);
  // In the commit itself, so no key pressed after the takeover lands outside the field.
  useLayoutEffect(() => {
    if (!focus) return;
    focusedInput.current?.focus();
    focusedInput.current?.setSelectionRange(focus.start, focus.end);
  }, [focus]);
  const refFor = (field: LoginField) => (focus?.field === field ? focusedInput : undefined);
  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate aria-label={loginTexts.formName}>
      <Stack>
        <TextInput
          label={loginTexts.email}
          type="email"
          autoComplete="email"
          ref={refFor('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={loginTexts.password}
          autoComplete="current-password"
          ref={refFor('password')}
          {...form.getInputProps('password')}
        />
        {props.error && (
          <Text c="red" role="alert">
            {props.error}
          </Text>
        )}
        <Button type="submit" loading={form.submitting}>
          {loginTexts.submit}
        </Button>
        <Anchor component={Link} to={resetPasswordPath} size="sm" ta="center">
          {loginTexts.forgotPassword}
        </Anchor>
      </Stack>
    </form>
  );
}
