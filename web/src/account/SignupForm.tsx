import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

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
  const form = useForm<SignupValues>({
    initialValues: { ...emptySignup, email: props.invitedEmail ?? '' },
    validate: (values) => validateSignup(values, invited),
    validateInputOnBlur: true,
  });
  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate aria-label="Sign up">
      <Stack>
        {!invited && <TextInput label="Group name" autoComplete="organization" {...form.getInputProps('publisher')} />}
        <Group grow align="start">
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput label="Retype password" autoComplete="new-password" {...form.getInputProps('passwordAgain')} />
        <Checkbox
          label="I agree to the Terms of Service"
          {...form.getInputProps('termsAgreed', { type: 'checkbox' })}
        />
        <Button type="submit" loading={form.submitting} disabled={!isSignupComplete(form.getValues(), invited)}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
