import { Anchor, AppShell, Burger, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';

import { InboxPanel } from '../account/home/InboxPanel.tsx';
import { OnboardingOverlay } from '../account/home/OnboardingOverlay.tsx';
import { useSession } from '../account/SessionProvider.tsx';
import { dashboardPath } from '../account/urls.ts';
import { ImpersonationBanner } from '../admin/impersonation/ImpersonationBanner.tsx';
import { shellBreakpoint } from '../ui/layout.ts';
import { ScreenSuspense } from '../ui/lazyView.tsx';
import { navigationEntries } from './navigation.ts';
import { UserMenu } from './UserMenu.tsx';

/**
 * Mantine's AppShell: header with the logo and user menu, left navigation; below the breakpoint the
 * navigation hides behind a burger ("Menu") and closes again once an entry is chosen.
 */
export function AppShellLayout() {
  const [menuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: shellBreakpoint, collapsed: { mobile: !menuOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom={shellBreakpoint}
              size="sm"
              aria-label="Menu"
              aria-expanded={menuOpen}
            />
            <Anchor component={Link} to={dashboardPath} fw={700} fz="xl" underline="never">
              Colophon
            </Anchor>
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main navigation">
        <AppShell.Section grow component={ScrollArea}>
          <Navigation onNavigate={menu.close} />
        </AppShell.Section>
        <AppShell.Section>
          <InboxPanel />
          <PublisherFooter />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <ImpersonationBanner />
        {/* On the dashboard until done: each step's button leads away to where the record is made. */}
        {pathname === dashboardPath && <OnboardingOverlay />}
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </AppShell.Main>
    </AppShell>
  );
}

function Navigation({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {navigationEntries.map(({ label, icon: Icon, path }) =>
        path ? (
          <NavLink
            key={label}
            component={Link}
            to={path}
            label={label}
            leftSection={<Icon size={20} stroke={1.5} aria-hidden />}
            active={pathname === path || pathname.startsWith(`${path}/`)}
            onClick={onNavigate}
          />
        ) : null,
      )}
    </Stack>
  );
}

function PublisherFooter() {
  const { session } = useSession();
  return (
    <Stack gap={2} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" fw={600}>
        {session?.publisherName}
      </Text>
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} Colophon
      </Text>
    </Stack>
  );
}
