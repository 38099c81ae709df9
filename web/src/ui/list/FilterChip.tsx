import { Badge, CloseButton, Group, Text } from '@mantine/core';

/** A filter a list was opened with (one title, one customer), shown and removable in one click. */
export function FilterChip({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        Filtered by
      </Text>
      <Badge
        variant="light"
        size="lg"
        tt="none"
        rightSection={<CloseButton size="xs" aria-label={`Remove filter ${label}`} onClick={onRemove} />}
      >
        {label}
      </Badge>
    </Group>
  );
}
