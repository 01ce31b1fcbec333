import { ActionIcon, Avatar, Button, Group, Select, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserSummary } from '@roomcraft/contract';
import { IconFolder, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useErrorText } from '../../../ui/error-text.ts';
import { useOwners } from '../api/projects.ts';
import { type Access, type ShareSubject, useGrantChanges, useGrants } from '../api/sharing.ts';
import { PeoplePicker } from './PeoplePicker.tsx';

function Person({ user, extra }: { user: Pick<UserSummary, 'nickname' | 'email'>; extra?: string }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <Avatar name={user.nickname} color="initials" size={34} radius="xl" />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {user.nickname}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {extra ? `${user.email} · ${extra}` : user.email}
        </Text>
      </div>
    </Group>
  );
}

/** Who has the subject: the owner, then every grant, its own first and those through folders after. */
export function PeopleTab({ subject, ownerId }: { subject: ShareSubject; ownerId: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const grants = useGrants(subject, true);
  const { grant, revoke } = useGrantChanges(subject);
  const owners = useOwners(ownerId ? [ownerId] : []);
  const owner = ownerId ? owners.data?.get(ownerId) : undefined;
  const [chosen, setChosen] = useState<UserSummary | null>(null);
  const [access, setAccess] = useState<Access>('VIEW');
  const [pickerKey, setPickerKey] = useState(0);
  const accessOptions = [
    { value: 'VIEW', label: t('projects.share.access.VIEW') },
    { value: 'EDIT', label: t('projects.share.access.EDIT') },
  ];
  const own = (grants.data ?? []).filter((g) =>
    subject.kind === 'PROJECT' ? g.projectId === subject.id : g.directoryId === subject.id,
  );
  const inherited = (grants.data ?? []).filter((g) => !own.includes(g));
  const unavailable = new Map<string, string>([
    ...(ownerId ? [[ownerId, t('projects.share.isOwner')] as const] : []),
    ...own.map((g) => [g.user.id, t('projects.share.hasAccess')] as const),
  ]);

  const share = () => {
    if (!chosen) return;
    grant.mutate(
      { userId: chosen.id, accessType: access },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('projects.share.shared', {
              name: chosen.nickname,
              access: t(`projects.share.access.${access}`),
            }),
          });
          setChosen(null);
          setPickerKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <PeoplePicker key={pickerKey} chosen={chosen} onChoose={setChosen} unavailable={unavailable} />
          <Select
            w={130}
            aria-label={t('projects.share.accessLabel')}
            data={accessOptions}
            value={access}
            allowDeselect={false}
            onChange={(value) => setAccess((value as Access) ?? 'VIEW')}
          />
          <Button onClick={share} disabled={!chosen} loading={grant.isPending}>
            {t('projects.share.submit')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t(subject.kind === 'PROJECT' ? 'projects.share.hintProject' : 'projects.share.hintFolder')}
        </Text>
        <ErrorAlert error={grant.error ?? revoke.error} />
      </Stack>

      <div>
        <Text size="sm" fw={650} mb="xs">
          {t('projects.share.withAccess')}
        </Text>
        {grants.isPending ? (
          <Stack gap="sm">
            <Skeleton h={34} />
            <Skeleton h={34} />
          </Stack>
        ) : grants.isError ? (
          <ErrorAlert error={grants.error} />
        ) : (
          <Stack gap="sm" data-testid="grant-list">
            {owner && (
              <Group wrap="nowrap">
                <Person user={owner} />
                <Text size="sm" c="dimmed" pr={4}>
                  {t('projects.roles.OWNER')}
                </Text>
              </Group>
            )}
            {own.map((g) => (
              <Group key={g.id} wrap="nowrap" gap="xs">
                <Person user={g.user} />
                <Select
                  w={130}
                  size="xs"
                  aria-label={t('projects.share.accessFor', { name: g.user.nickname })}
                  data={accessOptions}
                  value={g.accessType}
                  allowDeselect={false}
                  onChange={(value) =>
                    value &&
                    value !== g.accessType &&
                    grant.mutate(
                      { userId: g.user.id, accessType: value as Access },
                      { onError: (error) => notifications.show({ color: 'red', message: errorText(error) }) },
                    )
                  }
                />
                <Tooltip label={t('projects.share.remove')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('projects.share.removeFor', { name: g.user.nickname })}
                    loading={revoke.isPending && revoke.variables === g.user.id}
                    onClick={() => revoke.mutate(g.user.id)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
            {inherited.map((g) => (
              <Group key={g.id} wrap="nowrap">
                <Person user={g.user} extra={t('projects.share.throughFolder')} />
                <Group gap={4} c="dimmed" wrap="nowrap" pr={4}>
                  <IconFolder size={14} />
                  <Text size="sm">{t(`projects.share.access.${g.accessType}`)}</Text>
                </Group>
              </Group>
            ))}
            {own.length === 0 && inherited.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('projects.share.nobodyYet')}
              </Text>
            )}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
