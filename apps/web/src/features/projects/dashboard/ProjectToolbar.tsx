import { Chip, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconStar } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_CHOICES, type ProjectFilters, type ProjectSortValue, SORTS } from '../model/project-filters.ts';

type Control = 'search' | 'state' | 'picked' | 'days' | 'sort';

/** Search, filters and sort of a project list; the search waits for a pause in typing. */
export function ProjectToolbar({
  filters,
  onChange,
  controls = ['search', 'state', 'picked', 'days', 'sort'],
  children,
}: {
  filters: ProjectFilters;
  onChange(change: Partial<ProjectFilters>): void;
  controls?: Control[];
  /** Extra controls of a view (e.g. the team member filter). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.search);
  const commit = useDebouncedCallback((value: string) => onChange({ search: value, page: 0 }), 300);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const has = (control: Control) => controls.includes(control);
  return (
    <Group gap="sm" mb="lg" wrap="wrap" role="search">
      {has('search') && (
        <TextInput
          w={{ base: '100%', sm: 220 }}
          leftSection={<IconSearch size={16} />}
          placeholder={t('projects.toolbar.search')}
          aria-label={t('projects.toolbar.search')}
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            commit(event.currentTarget.value);
          }}
          rightSection={
            search ? (
              <CloseButton
                size="sm"
                aria-label={t('projects.toolbar.clearSearch')}
                onClick={() => {
                  setSearch('');
                  onChange({ search: '', page: 0 });
                }}
              />
            ) : null
          }
        />
      )}
      {children}
      {has('state') && (
        <Select
          w={130}
          aria-label={t('projects.toolbar.state')}
          data={[
            { value: '0', label: t('projects.toolbar.states.active') },
            { value: '1', label: t('projects.toolbar.states.trash') },
          ]}
          value={String(filters.state)}
          allowDeselect={false}
          onChange={(value) => onChange({ state: value === '1' ? 1 : 0, page: 0 })}
        />
      )}
      {has('days') && (
        <Select
          w={150}
          aria-label={t('projects.toolbar.changed')}
          data={[
            { value: '', label: t('projects.toolbar.anyTime') },
            ...DAY_CHOICES.map((days) => ({
              value: String(days),
              label: t('projects.toolbar.lastDays', { count: days }),
            })),
          ]}
          value={filters.days === null ? '' : String(filters.days)}
          allowDeselect={false}
          onChange={(value) => onChange({ days: value ? Number(value) : null, page: 0 })}
        />
      )}
      {has('picked') && (
        <Chip
          checked={filters.picked}
          onChange={(picked) => onChange({ picked, page: 0 })}
          variant="outline"
          icon={<IconStar size={14} />}
          styles={{ label: { height: 36, paddingInline: 14 } }}
        >
          {t('projects.toolbar.picked')}
        </Chip>
      )}
      {has('sort') && (
        <Select
          ml={{ base: 0, md: 'auto' }}
          w={180}
          aria-label={t('projects.toolbar.sort')}
          data={SORTS.map((sort) => ({ value: sort, label: t(`projects.sorts.${sort}`) }))}
          value={filters.sort}
          allowDeselect={false}
          onChange={(value) => value && onChange({ sort: value as ProjectSortValue, page: 0 })}
        />
      )}
    </Group>
  );
}
