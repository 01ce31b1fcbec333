import { Card, EmptyState, Group, Select, Table, TextInput } from '@mantine/core';
import { TagSortOption } from '@roomcraft/contract';
import { IconSearch, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/QueryState.tsx';
import { type TagSort, useTagList } from '../api/tags.ts';

/** The tags with how often each is used, searchable and sorted by any TagSortOption. */
export function TagList({ enterpriseId }: { enterpriseId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const [sortBy, setSortBy] = useState<TagSort>('NAME_ASC');
  const [text, setText] = useState('');
  const tags = useTagList(enterpriseId, sortBy, text);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <Card withBorder radius="lg" padding="md">
      <Group mb="md" align="flex-end">
        <TextInput
          label={t('library.tags.search')}
          leftSection={<IconSearch size={14} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Select
          label={t('library.tags.sortBy')}
          data-testid="tag-sort"
          value={sortBy}
          allowDeselect={false}
          onChange={(value) => value && setSortBy(value as TagSort)}
          data={TagSortOption.map((value) => ({ value, label: t(`library.tags.sort.${value}`) }))}
        />
      </Group>
      <QueryState
        query={tags}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState py={40} icon={<IconTag size={28} />} title={t('library.tags.empty')} />}
      >
        {(list) => (
          <Table data-testid="tag-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('library.tags.value')}</Table.Th>
                <Table.Th ta="right">{t('library.tags.count')}</Table.Th>
                <Table.Th>{t('library.tags.created')}</Table.Th>
                <Table.Th>{t('library.tags.lastTagged')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((tag) => (
                <Table.Tr key={tag.id}>
                  <Table.Td>{tag.value}</Table.Td>
                  <Table.Td ta="right">{tag.totalCount}</Table.Td>
                  <Table.Td>{date(tag.createdAt)}</Table.Td>
                  <Table.Td>{date(tag.lastTaggedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Card>
  );
}
