import { helpMessages } from '@colophon/domain';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from 'urql';

import { ContactSupportMutation } from '../account/home/queries.ts';
import { rememberPosition } from '../graphql/position.ts';
import { useNotify } from '../ui/notify.ts';

/** A message to support (mailed by the server), from the Help page or a screen's own help card. */
export function ContactSupportForm(props: { subject?: string; onSent?(): void }) {
  const notify = useNotify();
  const [, send] = useMutation(ContactSupportMutation);
  const form = useForm({
    mode: 'controlled',
    initialValues: { subject: props.subject ?? '', message: '' },
    validate: { message: (value) => (value.trim() ? null : helpMessages.messageRequired) },
  });
  const submit = form.onSubmit(async (values) => {
    const result = await send(values);
    const payload = result.data?.contactSupport;
    if (!payload?.ok) return notify.error(payload?.errors[0]?.message ?? helpMessages.sendFailed);
    rememberPosition(payload.position);
    notify.success(helpMessages.sent);
    form.reset();
    props.onSent?.();
  });
  return (
    <form onSubmit={submit} aria-label="Contact us" noValidate>
      <Stack>
        <TextInput label="Subject" placeholder={helpMessages.defaultSubject} {...form.getInputProps('subject')} />
        <Textarea label="Message" autosize minRows={4} {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            SEND
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
