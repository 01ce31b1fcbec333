import type { Product, UpdateProductBody } from '@roomcraft/contract';
import { koreanName } from '../model/product-text.ts';

/** What the product form edits, as the inputs hold it (empty strings for empty fields). */
export interface ProductFormValues {
  name: string;
  koreanName: string;
  alias: string;
  brandId: string | null;
  categoryId: string | null;
  tags: string[];
  price: number | string;
  priceUnit: Product['priceUnit'];
  saleType: Product['saleType'];
  colorCode: string;
  colorName: string;
}

export function formValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    koreanName: koreanName(product),
    alias: product.alias ?? '',
    brandId: product.brand?.id ?? null,
    categoryId: product.categoryId,
    tags: product.tags,
    price: product.price ?? '',
    priceUnit: product.priceUnit,
    saleType: product.saleType,
    colorCode: product.color.code ?? '',
    colorName: product.color.name ?? '',
  };
}

const orNull = (text: string) => text.trim() || null;

/** The change to send: the Korean name replaces the `ko` name and keeps the other languages. */
export function updateOf(values: ProductFormValues, product: Product): UpdateProductBody {
  const korean = values.koreanName.trim();
  return {
    name: values.name.trim(),
    translatedNames: [
      ...product.translatedNames.filter((n) => n.code !== 'ko'),
      ...(korean ? [{ code: 'ko' as const, value: korean }] : []),
    ],
    alias: orNull(values.alias),
    brandId: values.brandId,
    categoryId: values.categoryId,
    tags: values.tags,
    price: values.price === '' ? null : Number(values.price),
    priceUnit: values.priceUnit,
    saleType: values.saleType,
    colorCode: orNull(values.colorCode),
    colorName: orNull(values.colorName),
  };
}
