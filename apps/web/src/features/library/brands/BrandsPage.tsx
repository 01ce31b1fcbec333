import { Button, Card, EmptyState, Group, SegmentedControl, Table, TextInput } from '@mantine/core';
import { libraryBrandRoutes } from '@roomcraft/contract';
import { IconPlus, IconTags } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useUser } from '../../auth/session.tsx';
import { ownerOf } from '../../editor/view3d/catalogue/use-catalogue.ts';
import { useBrandList } from '../api/catalogue.ts';
import { libraryKeys } from '../api/keys.ts';
import { scopesOf } from '../list/use-library-filters.ts';
import type { LibraryScopeChoice } from '../model/library-filters.ts';
import { brandPath } from '../paths.ts';

/** The brands of a library with how many of their products the caller sees; new brands are added here. */
export default function BrandsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [scope, setScope] = useState<LibraryScopeChoice>(user.enterpriseId ? 'enterprise' : 'personal');
  const owner = ownerOf(scope, user)!;
  const brands = useBrandList(owner);
  return (
    <>
      <PageHeader title={t('library.brands.title')} description={t('library.brands.description')} />
      <SegmentedControl
        mb="md"
        aria-label={t('library.scopeLabel')}
        value={scope}
        onChange={(value) => setScope(value as LibraryScopeChoice)}
        data={scopesOf(user).map((value) => ({ value, label: t(`library.scopes.${value}`) }))}
      />
      {scope !== 'public' && <NewBrand scope={scope} owner={owner} />}
      <Card withBorder radius="lg" padding={0}>
        <QueryState
          query={brands}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState py={40} icon={<IconTags size={28} />} title={t('library.brands.empty')} />}
        >
          {(list) => (
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('library.brands.name')}</Table.Th>
                  <Table.Th>{t('library.brands.code')}</Table.Th>
                  <Table.Th ta="right">{t('library.brands.products')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((brand) => (
                  <Table.Tr key={brand.id}>
                    <Table.Td>
                      <Link to={brandPath(owner, brand.id)}>{brand.name}</Link>
                    </Table.Td>
                    <Table.Td>{brand.code ?? '—'}</Table.Td>
                    <Table.Td ta="right">{brand.productCount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
      </Card>
    </>
  );
}

function NewBrand({ scope, owner }: { scope: LibraryScopeChoice; owner: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () =>
      callApi(libraryBrandRoutes.create, {
        params: { id: owner },
        body: { libType: scope, name: name.trim() },
      }),
    onSuccess: () => {
      setName('');
      return client.invalidateQueries({ queryKey: libraryKeys.brands(owner) });
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <Group mb="md" align="flex-end">
        <TextInput
          label={t('library.brands.new')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          w={280}
        />
        <Button
          type="submit"
          leftSection={<IconPlus size={16} />}
          loading={create.isPending}
          disabled={!name.trim()}
        >
          {t('library.brands.add')}
        </Button>
      </Group>
      <ErrorAlert error={create.error} />
    </form>
  );
}
