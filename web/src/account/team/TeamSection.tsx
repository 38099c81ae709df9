import {
  accessMessages,
  defaultInviteGroup,
  inviteMessages,
  roleLabels,
  type RoleName,
  teamMessages,
} from '@colophon/domain';
import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  CopyButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconCopy, IconMail, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';

import { rememberPosition } from '../../graphql/position.ts';
import { useNotify } from '../../ui/notify.ts';
import { buttonLabels } from '../../ui/RecordButtons.tsx';
import { replyMessage, useRestFetch } from '../../ui/restApi.ts';
import { useSession } from '../SessionProvider.tsx';
import { isValidEmail } from '../validation.ts';
import { DeletePublisherUserMutation, PublisherUsersQuery, UpdateUserRoleMutation } from './queries.ts';
import { acceptLinkOf } from './urls.ts';

/** The spec's team data is refetched every 30 s. */
const refreshMs = 30_000;

/** Your Team: members with role and status, the invite form, pending invitations. */
export function TeamSection() {
  const { session } = useSession();
  const notify = useNotify();
  const restFetch = useRestFetch();
  const [{ data, fetching, error }, refetch] = useQuery({ query: PublisherUsersQuery });
  const [, updateRole] = useMutation(UpdateUserRoleMutation);
  const [, deleteUser] = useMutation(DeletePublisherUserMutation);
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', role: String(defaultInviteGroup) },
    validate: {
      email: (value) =>
        !value.trim() ? inviteMessages.emailRequired : isValidEmail(value) ? null : inviteMessages.invalidEmail,
    },
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  useEffect(() => {
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), refreshMs);
    return () => clearInterval(timer);
  }, [refetch]);

  if (error) return <Alert color="red">{error.message}</Alert>;
  const team = data?.publisherUsers;
  if (!team) return <Text c="dimmed">{fetching ? 'Loading team…' : ''}</Text>;

  const invite = form.onSubmit(async (values) => {
    setSending(true);
    try {
      const response = await restFetch('/send_invitation/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: values.email.trim(), role: values.role, use_auth_group: true, resend: false }),
      });
      if (!response.ok) return notify.error(await replyMessage(response, inviteMessages.sendFailed));
      const reply = (await response.json()) as { message: string; position?: string };
      rememberPosition(reply.position);
      notify.success(reply.message);
      form.reset();
      reload();
    } catch {
      notify.error(inviteMessages.networkError);
    } finally {
      setSending(false);
    }
  });

  const resend = async (email: string, role: RoleName) => {
    const response = await restFetch('/send_invitation/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, role, resend: true }),
    }).catch(() => null);
    if (!response?.ok) return notify.error(inviteMessages.resendFailed);
    rememberPosition(((await response.json()) as { position?: string }).position);
    notify.success(`Invitation resent to ${email}`);
    reload();
  };

  const cancel = (invitation: { id: string; email: string }) =>
    modals.openConfirmModal({
      title: 'Cancel invitation',
      children: `Cancel the invitation to ${invitation.email}? Its link will stop working.`,
      labels: { confirm: 'Cancel invitation', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => void cancelInvitation(invitation),
    });

  const cancelInvitation = async (invitation: { id: string; email: string }) => {
    if (!invitation.id || !invitation.email) return notify.error(inviteMessages.invalidData);
    const response = await restFetch(`/api/v1/delete_invitation/${invitation.id}/`, { method: 'DELETE' }).catch(
      () => null,
    );
    if (!response?.ok) {
      return notify.error(
        response ? await replyMessage(response, teamMessages.cancelFailed) : teamMessages.cancelFailed,
      );
    }
    rememberPosition(((await response.json()) as { position?: string }).position);
    notify.success(teamMessages.invitationCancelled(invitation.email));
    reload();
  };

  const changeRole = async (id: string, role: RoleName) => {
    const result = await updateRole({ id, role });
    const message = result.data?.updateUserRole.errors[0]?.message ?? result.error?.message;
    if (message) notify.error(message);
    else notify.success('Publisher User updated');
  };

  const remove = (user: { id: string; firstName: string; lastName: string }) =>
    modals.openConfirmModal({
      title: 'Remove team member',
      children: `Remove ${user.firstName} ${user.lastName} from the team? They will lose access to this publisher.`,
      labels: { confirm: 'Remove', cancel: buttonLabels.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void removeUser(user.id),
    });

  const removeUser = async (id: string) => {
    const result = await deleteUser({ id });
    const payload = result.data?.deletePublisherUser;
    if (!payload?.ok) return notify.error(teamMessages.removeFailed(payload?.message ?? result.error?.message ?? ''));
    notify.success(teamMessages.removed);
    reload();
  };

  const roleOptions = team.roles.map((role) => ({ value: String(role.id), label: role.label }));
  const teamSize = team.users.length + team.invitations.length;

  return (
    <Stack>
      <Title order={3}>Your Team</Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label="Team members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>NAME</Table.Th>
              <Table.Th>EMAIL</Table.Th>
              <Table.Th>ROLE</Table.Th>
              <Table.Th>STATUS</Table.Th>
              {team.canManage && <Table.Th aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.users.map((user) => {
              const changeable = team.canManage && !user.isMe && user.role !== 'owner';
              return (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar
                        src={user.photoUrl}
                        size="sm"
                        name={`${user.firstName} ${user.lastName}`}
                        color="initials"
                      />
                      <Text size="sm">
                        {user.firstName} {user.lastName}
                        {user.isMe ? ' (you)' : ''}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{user.user.email}</Table.Td>
                  <Table.Td>
                    {changeable ? (
                      <Select
                        aria-label={`Role of ${user.firstName} ${user.lastName}`}
                        size="xs"
                        w={120}
                        allowDeselect={false}
                        data={team.roles.map((role) => ({ value: role.name, label: role.label }))}
                        value={user.role}
                        onChange={(role) => role && void changeRole(user.id, role)}
                      />
                    ) : (
                      roleLabels[user.role]
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color="green" variant="light">
                      {user.status}
                    </Badge>
                  </Table.Td>
                  {team.canManage && (
                    <Table.Td>
                      {changeable && (
                        <Tooltip label="Remove from team">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove ${user.firstName} ${user.lastName}`}
                            onClick={() => remove(user)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {!team.canManage && <Text c="dimmed">{accessMessages.adminOnly}</Text>}

      {team.canManage && teamSize < team.maxTeamSize && (
        <form onSubmit={invite} aria-label="Invite a team member" noValidate>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {inviteMessages.additionalUsersNote}
            </Text>
            <Group align="start">
              <TextInput
                label="Email"
                placeholder="colleague@example.com"
                type="email"
                style={{ flex: 1, minWidth: 220 }}
                {...form.getInputProps('email')}
              />
              <Select label="Role" w={140} allowDeselect={false} data={roleOptions} {...form.getInputProps('role')} />
              <Button type="submit" mt={25} loading={sending} leftSection={<IconMail size={16} />}>
                SEND INVITE
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {team.canManage && team.invitations.length > 0 && (
        <>
          <Title order={4}>Pending invitations</Title>
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Pending invitations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>EMAIL</Table.Th>
                  <Table.Th>ROLE</Table.Th>
                  <Table.Th>STATUS</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.invitations.map((invitation) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>{invitation.email}</Table.Td>
                    <Table.Td>{invitation.authGroupName}</Table.Td>
                    <Table.Td>
                      <Badge color="yellow" variant="light">
                        invited
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => void resend(invitation.email, invitation.role)}
                        >
                          RESEND
                        </Button>
                        {invitation.key && session && (
                          <CopyButton
                            value={acceptLinkOf({ key: invitation.key, role: invitation.role }, session.publisherId)}
                          >
                            {({ copied, copy }) => (
                              <Button size="xs" variant="subtle" leftSection={<IconCopy size={14} />} onClick={copy}>
                                {copied ? 'COPIED' : 'COPY LINK'}
                              </Button>
                            )}
                          </CopyButton>
                        )}
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconX size={14} />}
                          onClick={() => cancel(invitation)}
                        >
                          CANCEL
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
