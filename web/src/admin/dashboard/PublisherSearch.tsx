import { Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuery } from 'urql';

import { SearchPublishersQuery } from '../queries.ts';
import { Panel } from './Panel.tsx';
import { PublisherStatsModal } from './PublisherStatsModal.tsx';

/** The spec's search waits 300 ms after the last keystroke and needs more than one character. */
const searchDebounceMs = 300;

export function PublisherSearch() {
  const [text, setText] = useState('');
  const [searchTerm] = useDebouncedValue(text.trim(), searchDebounceMs);
  const [chosen, setChosen] = useState<string | null>(null);
  const [result] = useQuery({ query: SearchPublishersQuery, variables: { searchTerm }, pause: searchTerm.length <= 1 });
  const results = searchTerm.length > 1 ? (result.data?.searchPublishers ?? []) : [];
  return (
    <Panel title="Publisher Search" name="publishers" result={{ data: true, error: result.error }}>
      {() => (
        <Stack gap="xs">
          <TextInput
            label="Search publishers"
            placeholder="Name or owner email"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={result.fetching ? <Loader size="xs" /> : null}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {searchTerm.length > 1 && !result.fetching && results.length === 0 && result.data && (
            <Text c="dimmed" size="sm">
              No publishers found.
            </Text>
          )}
          <Stack gap={4} role="list" aria-label="Publishers found">
            {results.map((publisher) => (
              <UnstyledButton
                key={publisher.id}
                role="listitem"
                onClick={() => setChosen(publisher.id)}
                p="xs"
                style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Group justify="space-between">
                  <Text fw={600}>{publisher.name}</Text>
                  <Text size="sm" c="dimmed">
                    {publisher.ownerEmail ?? 'no owner'} · {publisher.plan}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
          {chosen && <PublisherStatsModal publisherId={chosen} onClose={() => setChosen(null)} />}
        </Stack>
      )}
    </Panel>
  );
}
