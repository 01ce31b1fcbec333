import { Anchor, Badge, Button, Card, Grid, Group, Modal, Text } from '@mantine/core';
import type { Product } from '@roomcraft/contract';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { productName } from '../../editor/view3d/catalogue/use-catalogue.ts';
import { useDeleteProduct, useProduct } from '../api/products.ts';
import { StatusBadge } from '../list/StatusBadge.tsx';
import { brandPath, libraryPath } from '../paths.ts';
import { LampLightCard } from './LampLightCard.tsx';
import { ProcessingPanel } from './ProcessingPanel.tsx';
import { ProductForm } from './ProductForm.tsx';
import { ProductMedia } from './ProductMedia.tsx';
import { ProductOptions } from './ProductOptions.tsx';

/** One product: its 3D view and thumbnails beside everything a catalogue manager edits. */
export default function ProductPage() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  return <QueryState query={product}>{(loaded) => <ProductDetail product={loaded} />}</QueryState>;
}

function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteProduct();
  const [confirming, setConfirming] = useState(false);
  // The public library is curated by operators in the back office; here it is read only.
  const readOnly = product.libType === 'public';
  return (
    <>
      <Anchor
        component={Link}
        to={libraryPath(product.libType)}
        size="sm"
        mb="xs"
        display="inline-flex"
        style={{ gap: 4 }}
        data-testid="back-to-library"
      >
        <IconArrowLeft size={14} /> {t('library.product.back')}
      </Anchor>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {productName(product, i18n.language)}
            <StatusBadge status={product.status} />
          </Group>
        }
        description={
          <>
            {t(`library.scopes.${product.libType}`)} · {t(`library.types.${product.type}`)}
            {product.brand && (
              <>
                {' · '}
                <Anchor
                  component={Link}
                  to={brandPath(product.ownerId, product.brand.id)}
                  data-testid="product-brand"
                >
                  {product.brand.name}
                </Anchor>
              </>
            )}
          </>
        }
        actions={
          !readOnly && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              {t('library.product.delete')}
            </Button>
          )
        }
      />
      <ProcessingPanel product={product} onDelete={() => setConfirming(true)} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ProductMedia product={product} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg" radius="lg">
            {readOnly && (
              <Badge variant="light" mb="sm">
                {t('library.product.readOnly')}
              </Badge>
            )}
            <ProductForm key={product.id} product={product} readOnly={readOnly} />
          </Card>
          <ProductOptions product={product} readOnly={readOnly} />
          {product.type === 'FURNITURE' && (
            <LampLightCard key={product.id} product={product} readOnly={readOnly} />
          )}
        </Grid.Col>
      </Grid>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('library.product.deleteTitle')}
      >
        <Text size="sm" mb="md">
          {t('library.product.deleteBody')}
        </Text>
        <ErrorAlert error={remove.error} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(product.id, { onSuccess: () => navigate(libraryPath(product.libType)) })
            }
          >
            {t('library.product.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
