import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SIGN_IN_PATH } from '../auth/guards.tsx';
import { useSession, useUser } from '../auth/session.tsx';

/** The signed-in person: their name in the header, their account and sign-out behind it. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.accountMenu')} px={6} py={4} style={{ borderRadius: 8 }}>
          <Group gap={10} wrap="nowrap">
            <Avatar name={user.nickname} color="brand" radius="xl" size={32} />
            <Text size="sm" fw={600} visibleFrom="xs" data-testid="account-nickname">
              {user.nickname}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {user.nickname}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} />}>
          {t('account.title')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={async () => {
            await signOut();
            navigate(SIGN_IN_PATH, { replace: true });
          }}
        >
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
