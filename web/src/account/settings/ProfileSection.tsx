import { profileMessages } from '@colophon/domain';
import { Avatar, Button, FileButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';

import { acceptedImageTypes, imageTypeError, isAcceptedImageFile, thumbnailUrl, uploadImage } from '../../ui/images.ts';
import { useNotify } from '../../ui/notify.ts';
import { CancelButton } from '../../ui/RecordButtons.tsx';
import { useSession } from '../SessionProvider.tsx';
import { UpdatePublisherUserMutation } from './queries.ts';

interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  photoUrl?: string | null;
}

/** The caller's profile: view mode, Edit Profile (Save Changes or Cancel), and the photo. */
export function ProfileSection({ user }: { user: Profile }) {
  const notify = useNotify();
  const { session } = useSession();
  const [editing, setEditing] = useState(false);
  const [state, update] = useMutation(UpdatePublisherUserMutation);
  const form = useForm({ initialValues: { firstName: user.firstName, lastName: user.lastName } });

  async function save(
    changed: { firstName?: string; lastName?: string; photoUrl?: string },
    success: string,
    failed: string,
  ) {
    const result = await update({ id: user.id, changed });
    const reply = result.data?.updatePublisherUser;
    const error = reply?.errors[0];
    if (error?.field === 'firstName' || error?.field === 'lastName') {
      form.setFieldError(error.field, error.message);
      return false;
    }
    if (result.error || error || !reply?.user) {
      notify.error(error?.message ?? failed);
      return false;
    }
    notify.success(success);
    return true;
  }

  async function uploadPhoto(file: File | null) {
    if (!file || !session) return;
    if (!isAcceptedImageFile(file.name)) return notify.error(imageTypeError);
    const image = await uploadImage(session.token, { pathType: 'users', item: user.id }, file).catch(() => null);
    if (!image) return notify.error(profileMessages.uploadFailed);
    await save({ photoUrl: image.url }, profileMessages.photoUpdated, profileMessages.photoFailed);
  }

  return (
    <Stack gap="xs" component="section" aria-label="Profile">
      <Title order={3}>Profile</Title>
      <Group align="flex-start">
        <Stack align="center" gap={4}>
          <Avatar
            size={80}
            src={user.photoUrl ? thumbnailUrl(user.photoUrl) : null}
            name={`${user.firstName} ${user.lastName}`}
            color="initials"
          />
          <FileButton accept={acceptedImageTypes} onChange={(file) => void uploadPhoto(file)}>
            {(props) => (
              <Button variant="subtle" size="xs" {...props}>
                Change photo
              </Button>
            )}
          </FileButton>
        </Stack>
        {editing ? (
          <form
            onSubmit={form.onSubmit(
              (values) =>
                void save(values, profileMessages.updated, profileMessages.failed).then(
                  (saved) => saved && setEditing(false),
                ),
            )}
          >
            <Stack gap="xs">
              <TextInput label="First name" {...form.getInputProps('firstName')} />
              <TextInput label="Last name" {...form.getInputProps('lastName')} />
              <TextInput label="Email" value={user.email} disabled />
              <Group>
                <Button type="submit" loading={state.fetching}>
                  Save Changes
                </Button>
                <CancelButton onClick={() => (form.reset(), setEditing(false))} />
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap={4}>
            <Text fw={600}>
              {user.firstName} {user.lastName}
            </Text>
            <Text c="dimmed">{user.email}</Text>
            <Group>
              <Button
                variant="light"
                onClick={() => {
                  form.setValues({ firstName: user.firstName, lastName: user.lastName });
                  setEditing(true);
                }}
              >
                Edit Profile
              </Button>
            </Group>
          </Stack>
        )}
      </Group>
    </Stack>
  );
}
