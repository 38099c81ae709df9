import { Anchor, Box, Button, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';

import { useSession } from '../account/SessionProvider.tsx';
import { dashboardPath } from '../account/urls.ts';
import { narrowScreenQuery } from '../ui/layout.ts';
import { navigationEntries } from './navigation.ts';
import { UserMenu } from './UserMenu.tsx';

/** Left navigation on wide screens; at 768 px or less a top bar whose Menu opens the same entries. */
export function AppShellLayout() {
  const narrowScreen = useMediaQuery(narrowScreenQuery);
  const [menuOpen, menu] = useDisclosure(false);
  if (narrowScreen) {
    return (
      <Box>
        <Group
          component="header"
          justify="space-between"
          p="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Button variant="subtle" onClick={menu.open} aria-expanded={menuOpen}>
            Menu
          </Button>
          <Logo />
          <UserMenu />
        </Group>
        <Drawer opened={menuOpen} onClose={menu.close} title="Menu" size="xs">
          <Navigation onNavigate={menu.close} />
        </Drawer>
        <Box component="main" p="md">
          <Outlet />
        </Box>
      </Box>
    );
  }
  return (
    <Group align="stretch" gap={0} wrap="nowrap" mih="100vh">
      <Box
        component="nav"
        w={240}
        p="md"
        style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
        aria-label="Main navigation"
      >
        <Stack h="100%" justify="space-between">
          <Stack gap="md">
            <Logo />
            <Navigation />
          </Stack>
        </Stack>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group justify="flex-end" p="sm">
          <UserMenu />
        </Group>
        <Box component="main" px="lg" pb="lg">
          <Outlet />
        </Box>
      </Box>
    </Group>
  );
}

function Logo() {
  return (
    <Anchor component={Link} to={dashboardPath} fw={700} fz="xl" underline="never">
      Colophon
    </Anchor>
  );
}

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { session } = useSession();
  return (
    <Stack gap="xs">
      <Stack gap={0}>
        {navigationEntries.map((entry) =>
          entry.path ? (
            <NavLink
              key={entry.label}
              component={Link}
              to={entry.path}
              label={entry.label}
              active={pathname.startsWith(entry.path)}
              onClick={onNavigate}
            />
          ) : (
            <NavLink key={entry.label} label={entry.label} disabled />
          ),
        )}
      </Stack>
      <Text size="sm" fw={600}>
        {session?.publisherName}
      </Text>
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} Colophon
      </Text>
    </Stack>
  );
}
