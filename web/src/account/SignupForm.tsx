import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';

import { useValidatedForm } from '../ui/useValidatedForm.ts';
import { isSignupComplete, type SignupValues, validateSignup } from './validation.ts';

const emptySignup: SignupValues = {
  publisher: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordAgain: '',
  termsAgreed: false,
};

/** With `invitedEmail` the new user joins the inviting publisher: no group name, the invited email filled in. */
export function SignupForm(props: { onSubmit(values: SignupValues): Promise<void>; invitedEmail?: string }) {
  const invited = props.invitedEmail !== undefined;
  const form = useValidatedForm({ ...emptySignup, email: props.invitedEmail ?? '' }, (values) =>
    validateSignup(values, invited),
  );
  return (
    <form onSubmit={form.handleSubmit(props.onSubmit)} noValidate aria-label="Sign up">
      <Stack>
        {!invited && <TextInput label="Group name" autoComplete="organization" {...form.textProps('publisher')} />}
        <Group grow align="start">
          <TextInput label="First name" autoComplete="given-name" {...form.textProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.textProps('lastName')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" {...form.textProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" {...form.textProps('password')} />
        <PasswordInput label="Retype password" autoComplete="new-password" {...form.textProps('passwordAgain')} />
        <Checkbox
          label="I agree to the Terms of Service"
          checked={form.values.termsAgreed}
          onChange={(event) => form.setValue('termsAgreed', event.currentTarget.checked)}
        />
        <Button type="submit" loading={form.submitting} disabled={!isSignupComplete(form.values, invited)}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
