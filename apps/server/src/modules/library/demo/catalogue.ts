import type { ProductLight } from '@roomcraft/contract';
import type { MaterialSpec, Part, Vec3 } from './model-builder.ts';

/** The demo catalogue's brands, categories and palette; the products are in furniture-catalogue.ts. */
export const BRANDS = [
  { name: 'Hanul Living', ko: '하늘 리빙', code: 'HNL' },
  { name: 'Namu Works', ko: '나무 웍스', code: 'NMW' },
  { name: 'Seoul Form', ko: '서울 폼', code: 'SLF' },
  { name: 'Baram Home', ko: '바람 홈', code: 'BRM' },
  { name: 'Dol Studio', ko: '돌 스튜디오', code: 'DOL' },
];

export interface DemoProduct {
  category: string;
  /** The shape (English name) this product is a colourway of: the colourways are one product's options. */
  variant: string;
  brand: (typeof BRANDS)[number];
  ko: string;
  en: string;
  alias: string;
  price: number;
  editorTypeCode: number;
  color: { code: string; name: string };
  tags: string[];
  parts: Part[];
  materials: Record<string, MaterialSpec>;
  opening?: { openingDirection: 'PULL' | 'PUSH'; handlePosition: 'LEFT' | 'RIGHT' };
  light?: ProductLight;
}

export const linear = (hex: string): Vec3 =>
  [1, 3, 5].map((i) => (Number.parseInt(hex.slice(i, i + 2), 16) / 255) ** 2.2) as Vec3;
export const mat = (hex: string, roughness: number, metalness = 0): MaterialSpec => ({
  color: linear(hex),
  roughness,
  metalness,
});

export const COLOURS = [
  { name: 'Grey', ko: '그레이', code: '#8A8D91' },
  { name: 'Beige', ko: '베이지', code: '#D8C7A8' },
  { name: 'Navy', ko: '네이비', code: '#2F3E5C' },
  { name: 'Olive', ko: '올리브', code: '#6B7045' },
  { name: 'Terracotta', ko: '테라코타', code: '#B5654A' },
  { name: 'White', ko: '화이트', code: '#F2F0EB' },
];
export const WOODS = { oak: mat('#B8895A', 0.6), walnut: mat('#5C3A24', 0.55), ash: mat('#D9C2A0', 0.6) };
export const METAL = {
  black: mat('#1E1E1E', 0.4, 1),
  brass: mat('#C9A45C', 0.3, 1),
  chrome: mat('#D0D3D6', 0.15, 1),
};
export const WHITE = mat('#F4F4F2', 0.3);

export const CATEGORIES = [
  { key: 'sofas', ko: '소파', en: 'Sofas' },
  { key: 'armchairs', ko: '안락의자', en: 'Armchairs' },
  { key: 'dining-tables', ko: '식탁', en: 'Dining tables' },
  { key: 'chairs', ko: '의자', en: 'Chairs' },
  { key: 'beds', ko: '침대', en: 'Beds' },
  { key: 'wardrobes', ko: '옷장', en: 'Wardrobes' },
  { key: 'shelves', ko: '선반', en: 'Shelves' },
  { key: 'desks', ko: '책상', en: 'Desks' },
  { key: 'lamps', ko: '조명', en: 'Lamps' },
  { key: 'rugs', ko: '러그', en: 'Rugs' },
  { key: 'plants', ko: '식물', en: 'Plants' },
  { key: 'kitchen-cabinets', ko: '주방 수납장', en: 'Kitchen cabinets' },
  { key: 'bathroom', ko: '욕실', en: 'Bathroom fixtures' },
  { key: 'doors-windows', ko: '문과 창문', en: 'Doors and windows' },
] as const;

interface Variant {
  ko: string;
  en: string;
  price: number;
  parts: Part[];
  code?: number;
  opening?: DemoProduct['opening'];
  light?: ProductLight;
}

/** Six products of a category: each variant in two colourways, brands taken in turn. */
export function family(
  category: string,
  variants: Variant[],
  materials: (i: number) => Record<string, MaterialSpec>,
  start: number,
): DemoProduct[] {
  return variants.flatMap((variant, v) =>
    [0, 1].map((k) => {
      const i = v * 2 + k;
      const colour = COLOURS[(i + start) % COLOURS.length]!;
      const brand = BRANDS[(i + start) % BRANDS.length]!;
      return {
        category,
        variant: variant.en,
        brand,
        ko: `${brand.ko} ${variant.ko} ${colour.ko}`,
        en: `${brand.name} ${variant.en}, ${colour.name.toLowerCase()}`,
        alias: `${brand.code}-${category.slice(0, 3).toUpperCase()}-${i + 1}`,
        price: variant.price + k * 30_000,
        editorTypeCode: variant.code ?? 10,
        color: { code: colour.code, name: colour.name },
        tags: [category, colour.name.toLowerCase()],
        parts: variant.parts,
        materials: { ...materials(i), accent: mat(colour.code, 0.85) },
        ...(variant.opening ? { opening: variant.opening } : {}),
        ...(variant.light ? { light: variant.light } : {}),
      };
    }),
  );
}
