import { planLabel } from '@colophon/domain';
import { Avatar, Button, Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

import { useSession } from '../account/SessionProvider.tsx';
import { useCurrentAccount } from '../account/useCurrentAccount.ts';

/** Publisher, plan, greeting and Logout. */
export function UserMenu() {
  const { session, signOut } = useSession();
  const account = useCurrentAccount();
  const firstName = account?.user.firstName ?? '';
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <Button variant="subtle" leftSection={<Avatar size="sm" name={firstName} color="initials" />}>
          {firstName || 'Account'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{account?.publisher.name ?? session?.publisherName}</Menu.Label>
        <Menu.Label>{planLabel(account?.publisher.plan)}</Menu.Label>
        <Menu.Divider />
        <Menu.Label>Hello, {firstName}!</Menu.Label>
        {/* Settings joins this menu with the settings screen (issue 13); until then it is hidden. */}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
