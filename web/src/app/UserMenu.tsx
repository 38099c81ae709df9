import { planLabel } from '@colophon/domain';
import { Avatar, Button, Menu } from '@mantine/core';
import { IconLogout, IconMail, IconSettings, IconShieldStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from 'urql';

import { useSession } from '../account/SessionProvider.tsx';
import { sentMailPath, settingsPath } from '../account/team/urls.ts';
import { useCurrentAccount } from '../account/useCurrentAccount.ts';
import { IsSuperuserQuery } from '../admin/queries.ts';
import { superPath } from '../admin/urls.ts';

/** Publisher, plan, greeting and Logout. */
export function UserMenu() {
  const { session, signOut } = useSession();
  const account = useCurrentAccount();
  const firstName = account?.user.firstName ?? '';
  const [{ data: staff }] = useQuery({ query: IsSuperuserQuery });
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
        <Menu.Item component={Link} to={settingsPath} leftSection={<IconSettings size={16} aria-hidden />}>
          Settings
        </Menu.Item>
        {account?.role === 'owner' && (
          <Menu.Item component={Link} to={sentMailPath} leftSection={<IconMail size={16} aria-hidden />}>
            Sent mail
          </Menu.Item>
        )}
        {staff?.isSuperuser && (
          <Menu.Item component={Link} to={superPath} leftSection={<IconShieldStar size={16} aria-hidden />}>
            Super Admin
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
