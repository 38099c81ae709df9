import { Alert, Anchor, Badge, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useQuery } from 'urql';

import { operationErrorMessage } from '../../ui/mutationErrors.ts';
import { SentMailQuery } from './queries.ts';

const pageSize = 25;
const statusColors: Record<string, string> = {
  sent: 'green',
  queued: 'gray',
  pending: 'yellow',
  failed: 'red',
  expired: 'gray',
};

/** A mail's text with its links clickable (an invitation's accept link, a reset link). */
function MailText(props: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {props.text.split(/(https?:\/\/\S+)/).map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <Anchor key={index} href={part}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

/**
 * /mail: the mail sent for this publisher, newest first. Without an SMTP server (the embedded
 * default) this is where an owner finds what went out, e.g. an invitation's link.
 */
export function SentMailPage() {
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }] = useQuery({
    query: SentMailQuery,
    variables: { page },
    requestPolicy: 'cache-and-network',
  });
  if (error) return <Alert color="red">{operationErrorMessage(error)}</Alert>;
  const mail = data?.sentMail;
  return (
    <Stack>
      <Title order={1}>Sent mail</Title>
      {mail && mail.totalCount === 0 && <Text c="dimmed">No mail has been sent yet.</Text>}
      {!mail && fetching && <Text c="dimmed">Loading…</Text>}
      {mail?.items.map((item) => (
        <Paper key={item.id} withBorder p="md">
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={600}>{item.subject}</Text>
              <Badge color={statusColors[item.status] ?? 'gray'} variant="light">
                {item.status}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              To {item.to} · {new Date(item.requestedAt).toLocaleString()}
            </Text>
            <MailText text={item.text} />
          </Stack>
        </Paper>
      ))}
      {mail && mail.totalCount > pageSize && (
        <Pagination total={Math.ceil(mail.totalCount / pageSize)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
