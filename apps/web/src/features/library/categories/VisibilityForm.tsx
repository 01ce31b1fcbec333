import { Button, Group, Loader, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import type { CategoryNode } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useMemberChoices, usePartnerChoices, useSaveVisibility } from './visibility-api.ts';

/**
 * Who sees an enterprise category: every member or only chosen ones (managers always do), and every
 * partner enterprise or only chosen ones. `node` comes from the tree with visibility settings.
 */
export function VisibilityForm({
  node,
  enterpriseId,
  onDone,
}: {
  node: CategoryNode;
  enterpriseId: string;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const members = useMemberChoices(enterpriseId);
  const partners = usePartnerChoices(enterpriseId);
  const save = useSaveVisibility();
  const current = node.visibility;
  const [membersOnly, setMembersOnly] = useState(current?.individualRestricted ?? false);
  const [userIds, setUserIds] = useState(current?.userIds ?? []);
  const [partnersOnly, setPartnersOnly] = useState(current?.enterpriseRestricted ?? false);
  const [enterpriseIds, setEnterpriseIds] = useState(current?.enterpriseIds ?? []);
  if (members.isPending || partners.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('library.categories.inheritsNote')}
      </Text>
      <ErrorAlert error={members.error ?? partners.error} />
      <Switch
        label={t('library.categories.membersRestricted')}
        checked={membersOnly}
        onChange={(e) => setMembersOnly(e.currentTarget.checked)}
      />
      {membersOnly ? (
        <MultiSelect
          label={t('library.categories.membersPick')}
          placeholder={t('library.categories.searchMembers')}
          searchable
          value={userIds}
          onChange={setUserIds}
          data={(members.data ?? []).map((u) => ({
            value: u.id,
            label: `${u.name ?? u.nickname} (${u.email})`,
          }))}
        />
      ) : (
        <Text size="sm">{t('library.categories.membersEveryone')}</Text>
      )}
      <Switch
        label={t('library.categories.partnersRestricted')}
        checked={partnersOnly}
        onChange={(e) => setPartnersOnly(e.currentTarget.checked)}
      />
      {partnersOnly && partners.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('library.categories.noPartners')}
        </Text>
      )}
      {partnersOnly && Boolean(partners.data?.length) && (
        <MultiSelect
          label={t('library.categories.partnersPick')}
          searchable
          value={enterpriseIds}
          onChange={setEnterpriseIds}
          data={(partners.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
        />
      )}
      {!partnersOnly && <Text size="sm">{t('library.categories.partnersEveryone')}</Text>}
      <ErrorAlert error={save.error} />
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              {
                id: node.id,
                members: { restricted: membersOnly, userIds: membersOnly ? userIds : [] },
                partners: { restricted: partnersOnly, enterpriseIds: partnersOnly ? enterpriseIds : [] },
              },
              { onSuccess: onDone },
            )
          }
        >
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
