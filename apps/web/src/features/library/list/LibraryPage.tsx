import {
  Box,
  Button,
  EmptyState,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Text,
} from '@mantine/core';
import { IconBox, IconCategory, IconTags, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useUser } from '../../auth/session.tsx';
import { useProductPage } from '../api/products.ts';
import { LIBRARY_BRANDS_PATH, LIBRARY_CATEGORIES_PATH } from '../paths.ts';
import { UploadModal } from '../upload/UploadModal.tsx';
import { CategorySidebar } from './CategorySidebar.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductFilters } from './ProductFilters.tsx';
import { scopesOf, useLibraryFilters } from './use-library-filters.ts';

const PAGE_SIZE = 24;

/** The product library: one library at a time, searched, filtered, sorted and paged. */
export default function LibraryPage() {
  const { t } = useTranslation();
  const user = useUser();
  const { filters, change, owner } = useLibraryFilters(user);
  const products = useProductPage(owner, filters, PAGE_SIZE);
  const [uploading, setUploading] = useState(false);
  const filtered = Boolean(filters.q || filters.categoryId || filters.brandId || filters.tag);
  return (
    <>
      <PageHeader
        title={t('library.title')}
        description={t('library.description')}
        actions={
          <>
            <Button
              component={Link}
              to={LIBRARY_CATEGORIES_PATH}
              variant="default"
              leftSection={<IconCategory size={16} />}
            >
              {t('library.categories.title')}
            </Button>
            <Button
              component={Link}
              to={LIBRARY_BRANDS_PATH}
              variant="default"
              leftSection={<IconTags size={16} />}
            >
              {t('library.brands.title')}
            </Button>
            <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
              {t('library.upload.open')}
            </Button>
          </>
        }
      />
      <SegmentedControl
        mb="md"
        value={filters.scope}
        onChange={(scope) => change({ scope: scope as typeof filters.scope })}
        data={scopesOf(user).map((scope) => ({ value: scope, label: t(`library.scopes.${scope}`) }))}
        aria-label={t('library.scopes.label')}
      />
      <ProductFilters owner={owner} filters={filters} onChange={change} />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box w={240} style={{ flexShrink: 0 }}>
          <CategorySidebar
            key={owner}
            owner={owner}
            selected={filters.categoryId}
            onSelect={(categoryId) => change({ categoryId })}
          />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <QueryState
            query={products}
            isEmpty={(page) => page.data.length === 0}
            empty={
              <EmptyState
                py={60}
                icon={<IconBox size={28} />}
                title={filtered ? t('library.list.noMatch') : t('library.list.empty')}
                description={filtered ? t('library.list.noMatchHint') : t('library.list.emptyHint')}
              />
            }
          >
            {(page) => (
              <>
                <Text size="sm" c="dimmed" mb="sm">
                  {t('library.list.showing', {
                    from: page.page * page.size + 1,
                    to: page.page * page.size + page.data.length,
                    total: page.totalCount,
                  })}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 5 }} spacing="md" data-testid="library-grid">
                  {page.data.map((product) => (
                    <ProductCard key={product.id} product={product} />
                  ))}
                </SimpleGrid>
                {page.totalPages > 1 && (
                  <Group justify="center" mt="xl">
                    <Pagination
                      total={page.totalPages}
                      value={filters.page + 1}
                      onChange={(value) => change({ page: value - 1 })}
                    />
                  </Group>
                )}
              </>
            )}
          </QueryState>
        </Box>
      </Group>
      <UploadModal
        key={filters.scope}
        opened={uploading}
        onClose={() => setUploading(false)}
        scopes={scopesOf(user).filter((scope) => scope !== 'public')}
        defaultScope={filters.scope === 'public' ? 'personal' : filters.scope}
      />
    </>
  );
}
