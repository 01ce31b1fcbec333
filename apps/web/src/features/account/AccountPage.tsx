import { Avatar, Badge, Grid, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { formatDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Section } from '../../ui/Section.tsx';
import { useUser } from '../auth/session.tsx';
import { rankNameOf } from '../enterprise/roles.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}

export default function AccountPage() {
  const { t } = useTranslation();
  const user = useUser();
  const pending = user.accountState === 'PENDING';
  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title={t('account.summary')}>
            <Stack gap="md">
              <Group gap="md" wrap="nowrap">
                <Avatar name={user.nickname} color="brand" radius="xl" size={52} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end">
                    {user.nickname}
                  </Text>
                  <Text size="sm" c="dimmed" truncate="end">
                    {user.email}
                  </Text>
                </div>
              </Group>
              <Fact label={t('fields.role')}>
                <Badge variant="light">{t(`roles.${rankNameOf(user.roleRank)}`)}</Badge>
              </Fact>
              <Fact label={t('fields.email')}>
                <Badge variant="light" color={pending ? 'yellow' : 'green'}>
                  {t(pending ? 'account.state.PENDING' : 'account.state.DONE')}
                </Badge>
              </Fact>
              <Fact label={t('account.memberSince')}>
                <Text size="sm">{formatDate(user.createdAt, currentLanguage())}</Text>
              </Fact>
            </Stack>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section title={t('account.profile.title')} description={t('account.profile.description')}>
              <ProfileForm user={user} />
            </Section>
            <Section title={t('account.password.title')} description={t('account.password.description')}>
              <PasswordForm userId={user.id} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
