import { Loader, ScrollArea, Select, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Product } from '@roomcraft/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../auth/session.tsx';
import { dropProduct } from '../controller/item-commands.ts';
import type { View3DController } from '../controller/view3d-controller.ts';
import { CATALOGUE_WIDTH } from '../use-panels.ts';
import { CatalogueProgress } from './CatalogueProgress.tsx';
import { droppedProduct, ProductCard } from './ProductCard.tsx';
import {
  type CatalogueScope,
  flattenCategories,
  ownerOf,
  useBrands,
  useCategories,
  useProductSearch,
} from './use-catalogue.ts';
import { useLiveCatalogue } from './use-live-catalogue.ts';

const FURNITURE = ['FURNITURE'] as const;

/** The product catalogue beside the 3D view: scopes, search, categories, and products to drag in. */
export function CataloguePanel({ controller }: { controller: View3DController }) {
  const { t } = useTranslation();
  const user = useUser();
  const [scope, setScope] = useState<CatalogueScope>('public');
  const [query, setQuery] = useState('');
  const [q] = useDebouncedValue(query.trim(), 250);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [brandId, setBrandId] = useState<string | null>(null);
  const owner = ownerOf(scope, user);
  const categories = useCategories(owner, 'FURNITURE');
  const brands = useBrands(owner);
  const products = useProductSearch(controller.directory, owner, {
    q,
    categoryId,
    brandId,
    types: FURNITURE,
  });
  const readiness = useLiveCatalogue(owner, 'FURNITURE');
  // Nothing to show: say why (a failure, products still being processed, a search, an empty library).
  const emptyText = products.isError
    ? 'common.loadFailed'
    : readiness && readiness.ready < readiness.total
      ? 'view3d.catalogue.preparingEmpty'
      : q !== '' || categoryId !== null || brandId !== null
        ? 'view3d.catalogue.noMatch'
        : 'view3d.catalogue.empty';
  const scopes: CatalogueScope[] = user.enterpriseId
    ? ['personal', 'enterprise', 'public']
    : ['personal', 'public'];

  const place = (product: Product) => {
    const rect = controller.canvas?.gl.domElement.getBoundingClientRect();
    if (rect)
      dropProduct(
        controller,
        droppedProduct(product),
        rect.left + rect.width / 2,
        rect.top + rect.height * 0.6,
      );
  };

  return (
    <Stack
      component="section"
      gap="xs"
      p="sm"
      h="100%"
      w={CATALOGUE_WIDTH}
      style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}
      aria-label={t('view3d.catalogue.title')}
    >
      <Title order={5}>{t('view3d.catalogue.title')}</Title>
      <Tabs
        value={scope}
        onChange={(value) => {
          setScope(value as CatalogueScope);
          setCategoryId(null);
          setBrandId(null);
        }}
      >
        <Tabs.List grow>
          {scopes.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`view3d.catalogue.scopes.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        size="xs"
        leftSection={<IconSearch size={14} />}
        placeholder={t('view3d.catalogue.search')}
        aria-label={t('view3d.catalogue.search')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <Select
        size="xs"
        aria-label={t('view3d.catalogue.category')}
        placeholder={t('view3d.catalogue.allCategories')}
        clearable
        value={categoryId}
        onChange={setCategoryId}
        data={flattenCategories(categories.data ?? []).map((c) => ({
          value: c.id,
          label: `${'  '.repeat(c.depth)}${c.name}`,
        }))}
      />
      <Select
        size="xs"
        aria-label={t('view3d.catalogue.brand')}
        placeholder={t('view3d.catalogue.allBrands')}
        clearable
        searchable
        value={brandId}
        onChange={setBrandId}
        data={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
      />
      <Text size="xs" c="dimmed">
        {t('view3d.catalogue.dragHint')}
      </Text>
      <CatalogueProgress state={readiness} />
      <ScrollArea flex={1} type="auto" offsetScrollbars>
        {products.isPending ? (
          <Loader size="sm" m="md" aria-label={t('common.loading')} />
        ) : (products.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {t(emptyText)}
          </Text>
        ) : (
          <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
            {products.data!.map((p) => (
              <ProductCard key={p.id} product={p} onPlace={place} />
            ))}
          </SimpleGrid>
        )}
      </ScrollArea>
    </Stack>
  );
}
