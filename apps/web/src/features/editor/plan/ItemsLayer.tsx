import type { Product } from '@roomcraft/contract';
import type { Floor, Item } from '@roomcraft/scene';
import { memo, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { itemShape } from '../drawing/item-shapes.ts';
import { type ProductCatalog, productSize } from '../products/product-catalog.ts';
import classes from './plan.module.css';

/** The name people know an item by: its nickname, else its product's name. */
export function useItemName(catalog: ProductCatalog): (item: Item) => string {
  const { t } = useTranslation();
  const placeholder = (productId: string) => {
    if (catalog.isMissing(productId)) return t('editor.item.unavailable');
    return catalog.hasFailed(productId) ? t('editor.item.failed') : t('editor.item.loading');
  };
  return (item) => item.nickname || catalog.known(item.productId)?.name || placeholder(item.productId);
}

/** Re-renders when products arrive in the catalogue. */
export function useCatalogVersion(catalog: ProductCatalog): number {
  return useSyncExternalStore(catalog.subscribe, catalog.version);
}

/** One item; unchanged items (the document is immutable) and products keep their identity, so it skips re-rendering. */
const ItemGlyph = memo(function ItemGlyph({
  item,
  product,
  name,
}: {
  item: Item;
  product: Product | undefined;
  name: string;
}) {
  const shape = itemShape(
    item,
    product ? (productSize(product) ?? undefined) : undefined,
    product?.editorAsset.twoD ?? null,
  );
  const hidden = !item.visible;
  const locked = item.lock;
  const className = [classes.item, hidden && classes.itemHidden, locked && classes.itemLocked]
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: one piece of furniture is a picture with its name
    <g className={className} data-item={shape.id} role="img" aria-label={name}>
      <title>{name}</title>
      <path className={classes.itemBody} d={shape.outline} />
      {shape.symbol && !hidden && (
        <g transform={shape.transform}>
          <image
            href={shape.symbol.href}
            x={shape.symbol.x}
            y={shape.symbol.y}
            width={shape.symbol.width}
            height={shape.symbol.height}
            preserveAspectRatio="none"
          />
        </g>
      )}
      <path className={classes.itemFront} d={shape.front} />
    </g>
  );
});

/**
 * Placed items as they are: each at its product's footprint and turned by its rotation, with the
 * product's top-view symbol when it has one (an outline of its size otherwise), its front edge
 * heavier, its name on hover. Hidden items are dashed outlines, so they can be selected and shown.
 */
export const ItemsLayer = memo(function ItemsLayer({
  items,
  catalog,
}: {
  items: Floor['items'];
  catalog: ProductCatalog;
}) {
  useCatalogVersion(catalog);
  const nameOf = useItemName(catalog);
  useEffect(() => catalog.request(new Set(items.map((i) => i.productId))), [catalog, items]);
  return (
    <g data-testid="plan-items">
      {items.map((item) => {
        return (
          <ItemGlyph
            key={item.archiId}
            item={item}
            product={catalog.known(item.productId)}
            name={nameOf(item)}
          />
        );
      })}
    </g>
  );
});
