import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { Notification } from '@roomcraft/contract';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../ui/QueryState.tsx';
import { useCheck, useCheckAll, useNotificationStream, useNotifications, useUncheckCount } from './api.ts';

/** The bell of the web shell: the unread count live, the latest notifications behind it. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useNotificationStream();
  const count = useUncheckCount().data ?? 0;
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" width={360} shadow="md">
      <Popover.Target>
        <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setOpen((o) => !o)}
            aria-label={t('notifications.bell', { count })}
            data-testid="notification-bell"
            data-count={count}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        {open && <NotificationList onClose={() => setOpen(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationList({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const query = useNotifications(true);
  const checkAll = useCheckAll();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('notifications.title')}</Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => checkAll.mutate()}
          loading={checkAll.isPending}
          disabled={!query.data?.uncheckCount}
        >
          {t('notifications.checkAll')}
        </Button>
      </Group>
      <QueryState
        query={query}
        isEmpty={(page) => page.data.length === 0}
        empty={
          <Text c="dimmed" size="sm" ta="center" py="md">
            {t('notifications.empty')}
          </Text>
        }
      >
        {(page) => (
          <ScrollArea.Autosize mah={420}>
            <Stack gap={2}>
              {page.data.map((n) => (
                <NotificationItem key={n.id} notification={n} onOpen={onClose} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </QueryState>
    </Stack>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  // i18next's key types read a `_DONE`-like suffix as a context, so the typed `t` refuses these keys
  // with options; they are plain keys at run time (the i18n test checks both languages have them).
  const sentence = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const check = useCheck();
  const navigate = useNavigate();
  const open = () => {
    if (!notification.checked) check.mutate(notification.id);
    if (notification.link) {
      onOpen();
      void navigate(notification.link);
    }
  };
  return (
    <UnstyledButton
      onClick={open}
      p="xs"
      style={{ borderRadius: 6 }}
      bg={notification.checked ? undefined : 'var(--mantine-color-blue-light)'}
      data-testid="notification-item"
    >
      <Text size="sm" fw={notification.checked ? 400 : 600}>
        {sentence(`notifications.types.${notification.type}`, notification.data)}
      </Text>
      <Text size="xs" c="dimmed">
        {new Date(notification.createdAt).toLocaleString(i18n.language)}
      </Text>
    </UnstyledButton>
  );
}
