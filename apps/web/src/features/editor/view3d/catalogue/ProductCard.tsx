import { ActionIcon, Card, Group, Image, Text, Tooltip } from '@mantine/core';
import type { Product } from '@roomcraft/contract';
import { IconBulb, IconPlus } from '@tabler/icons-react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { productSize } from '../../products/product-catalog.ts';
import { type DroppedProduct, PRODUCT_DRAG_TYPE } from '../product-drag.ts';
import { productName, productThumbnail } from './use-catalogue.ts';

/** What a drag of a product carries. */
export function droppedProduct(product: Product): DroppedProduct {
  return { id: product.id, editorTypeCode: product.editorType?.code ?? 10, size: productSize(product) };
}

/**
 * A catalogue entry: thumbnail, name (on up to two lines, whole in its tooltip), brand and size;
 * drag it into the view, or place it in the middle.
 */
export function ProductCard({ product, onPlace }: { product: Product; onPlace: (product: Product) => void }) {
  const { t, i18n } = useTranslation();
  const name = productName(product, i18n.language);
  const size = productSize(product);
  const thumbnail = productThumbnail(product);
  const onDragStart = (e: DragEvent) => {
    e.dataTransfer.setData(PRODUCT_DRAG_TYPE, JSON.stringify(droppedProduct(product)));
    e.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <Card
      withBorder
      padding={6}
      radius="sm"
      draggable
      onDragStart={onDragStart}
      style={{ cursor: 'grab' }}
      data-testid="catalogue-product"
      aria-label={name}
    >
      <Card.Section>
        {thumbnail ? (
          <Image src={thumbnail} alt="" h={96} fit="contain" bg="gray.0" draggable={false} />
        ) : (
          <div style={{ height: 96 }} />
        )}
      </Card.Section>
      <Group gap={4} mt={4} wrap="nowrap" justify="space-between" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap={2} wrap="nowrap" align="flex-start">
            {product.light && (
              <Tooltip label={t('view3d.lampLight', { intensity: product.light.intensity })}>
                <IconBulb
                  size={12}
                  aria-label={t('view3d.lampLight', { intensity: product.light.intensity })}
                />
              </Tooltip>
            )}
            <Text size="xs" fw={500} lineClamp={2} title={name}>
              {name}
            </Text>
          </Group>
          {product.brand && (
            <Text size="xs" c="dimmed" truncate="end" title={product.brand.name}>
              {product.brand.name}
            </Text>
          )}
          {size && (
            <Text size="xs" c="dimmed" truncate="end">
              {t('view3d.catalogue.size', { w: size.width, d: size.depth, h: size.height })}
            </Text>
          )}
        </div>
        <Tooltip label={t('view3d.catalogue.place')}>
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={`${t('view3d.catalogue.place')}: ${name}`}
            onClick={() => onPlace(product)}
          >
            <IconPlus size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}
