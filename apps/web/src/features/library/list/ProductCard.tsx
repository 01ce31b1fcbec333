import { Group, Text } from '@mantine/core';
import type { Product } from '@roomcraft/contract';
import { IconBox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productName, productThumbnail } from '../../editor/view3d/catalogue/use-catalogue.ts';
import classes from '../library.module.css';
import { formatPrice } from '../model/product-text.ts';
import { productPath } from '../paths.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** One product of the list: its picture, names, brand, price and processing status. */
export function ProductCard({ product }: { product: Product }) {
  const { i18n } = useTranslation();
  const name = productName(product, i18n.language);
  const thumbnail = productThumbnail(product);
  return (
    <Link
      to={productPath(product.id)}
      className={classes.card}
      data-testid="library-product"
      aria-label={name}
    >
      <div className={classes.thumb}>
        {thumbnail ? (
          <img src={thumbnail} alt="" loading="lazy" />
        ) : (
          <IconBox size={40} stroke={1.2} color="var(--mantine-color-gray-5)" />
        )}
        {product.status !== 'COMPLETED' && (
          <div className={classes.status}>
            <StatusBadge status={product.status} />
          </div>
        )}
      </div>
      <div style={{ padding: '10px 12px' }}>
        <Text fw={600} size="sm" truncate>
          {name}
        </Text>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {product.brand?.name ?? '—'}
          </Text>
          <Text size="xs" fw={500}>
            {formatPrice(product, i18n.language)}
          </Text>
        </Group>
      </div>
    </Link>
  );
}
