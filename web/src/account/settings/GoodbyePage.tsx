import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { loginPath } from '../urls.ts';

/** After an account is deleted (the spec's /thanks-for-trying-{product}). */
export function GoodbyePage() {
  return (
    <Center mih="80vh">
      <Stack align="center" maw={520}>
        <Title order={1}>Thanks for trying Colophon</Title>
        <Text ta="center">Your publisher account has been deleted and nobody on your team can open it any more.</Text>
        <Text ta="center">
          We would love to hear what we could do better:{' '}
          <Anchor href="mailto:feedback@colophon.example?subject=Feedback">send us your feedback</Anchor>.
        </Text>
        <Button component={Link} to={loginPath}>
          Create a new account
        </Button>
      </Stack>
    </Center>
  );
}
