import { Autocomplete, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandList, useProductTags } from '../api/catalogue.ts';
import { type LibraryFilters, SORTS, type Sort } from '../model/library-filters.ts';

/** Text search (Korean or English, any part of a name), brand, tag and order (categories: the sidebar). */
export function ProductFilters({
  owner,
  filters,
  onChange,
}: {
  owner: string | undefined;
  filters: LibraryFilters;
  onChange(change: Partial<LibraryFilters>): void;
}) {
  const { t } = useTranslation();
  const brands = useBrandList(owner);
  const tags = useProductTags(filters.scope === 'enterprise' ? owner : undefined);
  const [text, setText] = useState(filters.q);
  const search = useDebouncedCallback((q: string) => onChange({ q }), 300);
  const [tag, setTag] = useState(filters.tag ?? '');
  return (
    <Group gap="sm" mb="lg" align="flex-end">
      <TextInput
        label={t('library.filters.search')}
        placeholder={t('library.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        w={260}
      />
      <Select
        label={t('library.filters.brand')}
        placeholder={t('library.filters.all')}
        clearable
        searchable
        value={filters.brandId}
        onChange={(brandId) => onChange({ brandId })}
        data={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
        w={180}
      />
      <Autocomplete
        label={t('library.filters.tag')}
        placeholder={t('library.filters.all')}
        value={tag}
        data={tags.data ?? []}
        onChange={setTag}
        onOptionSubmit={(value) => onChange({ tag: value })}
        onBlur={() => {
          const typed = tag.trim() || null;
          if (typed !== filters.tag) onChange({ tag: typed });
        }}
        w={160}
      />
      <Select
        label={t('library.filters.sort')}
        value={filters.sort}
        allowDeselect={false}
        onChange={(sort) => sort && onChange({ sort: sort as Sort })}
        data={SORTS.map((value) => ({ value, label: t(`library.sort.${value}`) }))}
        w={200}
      />
    </Group>
  );
}
