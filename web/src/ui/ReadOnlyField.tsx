import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A field of a detail page in view mode: its label and its value as text (Edit switches to inputs). */
export function ReadOnlyField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>
        {value === '' || value === null || value === undefined ? '—' : value}
      </Text>
    </Stack>
  );
}
