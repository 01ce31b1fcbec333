import { Button, Group, Select } from '@mantine/core';
import { MAX_OPTIONS, type Product } from '@roomcraft/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useRegroup } from '../api/groups.ts';
import { useProductPage } from '../api/products.ts';

/** How many products of the library the picker offers for what has been typed. */
const CANDIDATES = 20;

/** Picks a product of the same library and makes it another option of this one (at most five). */
export function AddOption({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const members = product.options.length > 0 ? product.options.map((o) => o.id) : [product.id];
  const candidates = useProductPage(
    product.ownerId,
    {
      scope: product.libType,
      q: search,
      categoryId: null,
      brandId: null,
      tag: null,
      sort: 'NAME_ASC',
      page: 0,
    },
    CANDIDATES,
  );
  const regroup = useRegroup(product);
  if (members.length >= MAX_OPTIONS) return null;
  const data = (candidates.data?.data ?? [])
    .filter((p) => !members.includes(p.id))
    .map((p) => ({ value: p.id, label: p.name }));
  return (
    <>
      <Group gap="xs" align="flex-end" mt="md" wrap="nowrap">
        <Select
          label={t('library.options.add')}
          placeholder={t('library.options.pick')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={picked}
          onChange={setPicked}
          data={data}
          nothingFoundMessage={t('library.options.noCandidates')}
          style={{ flex: 1 }}
        />
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={!picked}
          loading={regroup.isPending}
          onClick={() => regroup.mutate([...members, picked!], { onSuccess: () => setPicked(null) })}
        >
          {t('library.options.addButton')}
        </Button>
      </Group>
      <ErrorAlert error={regroup.error} />
    </>
  );
}
