import { Anchor, Avatar, EmptyState, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { libraryBrandRoutes, RouteOutput } from '@roomcraft/contract';
import { IconArrowLeft, IconBox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useBrandPage } from '../api/brands.ts';
import { ProductCard } from '../list/ProductCard.tsx';
import { LIBRARY_BRANDS_PATH } from '../paths.ts';

/** A brand's page: what the server knows of the brand (code, description, website) and its products. */
export default function BrandPage() {
  const { t } = useTranslation();
  const { ownerId = '', brandId = '' } = useParams();
  const page = useBrandPage(ownerId, brandId);
  return (
    <>
      <Anchor
        component={Link}
        to={LIBRARY_BRANDS_PATH}
        size="sm"
        mb="xs"
        display="inline-flex"
        style={{ gap: 4 }}
      >
        <IconArrowLeft size={14} /> {t('library.brands.title')}
      </Anchor>
      <QueryState query={page}>
        {({ brand, products }) => (
          <>
            <BrandHeader brand={brand} />
            {products.length === 0 ? (
              <EmptyState py={40} icon={<IconBox size={28} />} title={t('library.brands.noProducts')} />
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="md" data-testid="brand-products">
                {products.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

type Brand = RouteOutput<typeof libraryBrandRoutes.publicPage>['brand'];

/** The brand has no logo on the server yet, so its initials stand in for one. */
function BrandHeader({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={
        <Group gap="sm" component="span">
          <Avatar radius="md" color="blue" name={brand.name} />
          {brand.name}
        </Group>
      }
      description={
        <Stack gap={2} component="span">
          <span>
            {t(`library.scopes.${brand.libType}`)}
            {brand.code && ` · ${brand.code}`} ·{' '}
            {t('library.brands.productCount', { count: brand.productCount })}
          </span>
          {brand.description && (
            <Text span size="sm">
              {brand.description}
            </Text>
          )}
          {brand.website && (
            <Anchor href={brand.website} target="_blank" rel="noreferrer" size="sm">
              {brand.website}
            </Anchor>
          )}
        </Stack>
      }
    />
  );
}
