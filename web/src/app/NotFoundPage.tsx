import { Stack, Text, Title } from '@mantine/core';

export function NotFoundPage() {
  return (
    <Stack>
      <Title order={2}>Not Found</Title>
      <Text>The page you are looking for does not exist.</Text>
    </Stack>
  );
}
