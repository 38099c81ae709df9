import { Badge, Button, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useMutation, useQuery } from 'urql';

import { useNotify } from '../../ui/notify.ts';
import { InboxQuery, MarkInboxReadMutation } from './queries.ts';

/** The navigation's inbox: the bundled announcements, an unread badge, Mark all as read. */
export function InboxPanel() {
  const [{ data }] = useQuery({ query: InboxQuery });
  const [marking, markRead] = useMutation(MarkInboxReadMutation);
  const notify = useNotify();
  const inbox = data?.inbox;
  const unread = inbox?.unreadCount ?? 0;
  const markAllRead = async () => {
    const result = await markRead({});
    const message = result.error?.message ?? result.data?.markInboxRead.errors[0]?.message;
    if (message) notify.error(message);
  };
  return (
    <Popover position="right-start" width={340} shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton aria-label={`Inbox, ${unread} unread`} py={6} px="xs">
          <Group gap="xs">
            <IconInbox size={20} stroke={1.5} aria-hidden />
            <Text size="sm">Inbox</Text>
            {unread > 0 && (
              <Badge size="sm" circle color="red">
                {unread}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>Inbox</Text>
            <Button
              size="xs"
              variant="subtle"
              disabled={unread === 0}
              loading={marking.fetching}
              onClick={() => void markAllRead()}
            >
              Mark all as read
            </Button>
          </Group>
          <ScrollArea.Autosize mah={360}>
            <Stack gap="sm" role="list" aria-label="Announcements">
              {inbox?.items.map((item) => (
                <Stack key={`${item.date}-${item.title}`} gap={2} role="listitem">
                  <Group gap="xs">
                    <Text size="sm" fw={item.unread ? 700 : 500}>
                      {item.title}
                    </Text>
                    {item.unread && <Badge size="xs">new</Badge>}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {item.date}
                  </Text>
                  <Text size="sm">{item.message}</Text>
                </Stack>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
