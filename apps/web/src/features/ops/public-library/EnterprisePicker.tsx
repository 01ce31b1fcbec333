import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseSearch } from './public-library-api.ts';

export interface PickedEnterprise {
  id: string;
  name: string;
}

/** Finds an enterprise by name (the server searches) and hands it over; `exclude` are not offered. */
export function EnterprisePicker({
  label,
  exclude = [],
  onPick,
}: {
  label: string;
  exclude?: readonly string[];
  onPick(enterprise: PickedEnterprise): void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const found = useEnterpriseSearch(term);
  const data = (found.data ?? [])
    .filter((e) => !exclude.includes(e.id))
    .map((e) => ({ value: e.id, label: e.name }));
  return (
    <Select
      label={label}
      placeholder={t('ops.enterprises.search')}
      leftSection={<IconSearch size={16} />}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      onChange={(id, option) => {
        if (!id || !option) return;
        onPick({ id, name: option.label });
        setSearch('');
      }}
      data={data}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? t('common.loading') : t('ops.enterprises.noMatch')}
      error={found.isError ? t('common.loadFailed') : undefined}
    />
  );
}
