import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MemberFilter } from './use-enterprise.ts';

const ROLES = ['DESIGNER', 'MANAGER', 'CUSTOM'] as const;

/** Search, role and (for managers, who also see deactivated members) status. */
export function MembersFilters({
  value,
  onChange,
  withStatus,
}: {
  value: MemberFilter;
  onChange(next: MemberFilter): void;
  withStatus: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <TextInput
        w={{ base: '100%', sm: 300 }}
        leftSection={<IconSearch size={16} />}
        placeholder={t('enterprise.members.search')}
        aria-label={t('enterprise.members.search')}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
      />
      <Select
        w={{ base: '100%', xs: 200 }}
        aria-label={t('enterprise.members.roleFilter')}
        placeholder={t('enterprise.members.allRoles')}
        data={ROLES.map((role) => ({ value: role, label: t(`memberRoles.${role}`) }))}
        value={value.role}
        onChange={(role) => onChange({ ...value, role: role as MemberFilter['role'] })}
        clearable
      />
      {withStatus && (
        <Select
          w={{ base: '100%', xs: 180 }}
          aria-label={t('enterprise.members.statusFilter')}
          placeholder={t('enterprise.members.allStatuses')}
          data={[
            { value: 'true', label: t('enterprise.members.active') },
            { value: 'false', label: t('enterprise.members.deactivated') },
          ]}
          value={value.active}
          onChange={(active) => onChange({ ...value, active: active as MemberFilter['active'] })}
          clearable
        />
      )}
    </Group>
  );
}
