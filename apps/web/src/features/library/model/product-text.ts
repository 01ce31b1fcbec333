import type { Product } from '@roomcraft/contract';

/** A price in its currency as the language writes it, or an empty string when there is none. */
export function formatPrice(product: Pick<Product, 'price' | 'priceUnit'>, language: string): string {
  if (product.price === null) return '';
  return new Intl.NumberFormat(language, { style: 'currency', currency: product.priceUnit }).format(
    product.price,
  );
}

/** Width × depth × height in mm, or null while the model has not given them. */
export function formatDimensions(product: Pick<Product, 'mmWidth' | 'mmDepth' | 'mmHeight'>): string | null {
  const { mmWidth, mmDepth, mmHeight } = product;
  if (!mmWidth || !mmDepth || !mmHeight) return null;
  return `${mmWidth} × ${mmDepth} × ${mmHeight} mm`;
}

/** The Korean names of a product: its `ko` translated name, else none. */
export const koreanName = (product: Pick<Product, 'translatedNames'>): string =>
  product.translatedNames.find((n) => n.code === 'ko')?.value ?? '';
