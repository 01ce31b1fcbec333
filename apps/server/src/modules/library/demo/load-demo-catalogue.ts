import sharp from 'sharp';
import type { Library } from '../index.ts';
import type { Viewer } from '../viewer.ts';
import { BRANDS, CATEGORIES } from './catalogue.ts';
import { TEXTURE_PX } from './finish-textures.ts';
import { demoFinishes, FINISH_CATEGORIES } from './finishes.ts';
import { demoProducts } from './furniture-catalogue.ts';
import { buildGlb } from './model-builder.ts';

/** The demo catalogue is curated as the back office curates the public library. */
const CURATOR: Viewer = { kind: 'operator', operatorId: 'demo-catalogue' };
const lib = { libType: 'public', ownerId: 'public' } as const;

const png = (raw: Buffer) =>
  sharp(raw, { raw: { width: TEXTURE_PX, height: TEXTURE_PX, channels: 3 } })
    .png()
    .toBuffer();

/**
 * Loads the demo catalogue into the public library once: five brands, furniture in fourteen
 * categories and finishes in four, each created as a product and uploaded through the same checks
 * and processing queue as a user's upload. The queue then processes them in the background.
 */
export async function loadDemoCatalogue(
  library: Library,
  log: { info(msg: string): void },
): Promise<boolean> {
  if (await library.brands.exists('public', BRANDS[0]!.name)) return false;
  const brandIds = new Map<string, string>();
  for (const brand of BRANDS) {
    const created = await library.brands.create(CURATOR, lib, {
      name: brand.name,
      code: brand.code,
      description: `${brand.ko} — demo brand`,
      website: null,
    });
    brandIds.set(brand.name, created.id);
  }
  const categoryIds = new Map<string, string>();
  for (const [key, names, productType] of [
    ...CATEGORIES.map((c) => [c.key, c, 'FURNITURE'] as const),
    ...FINISH_CATEGORIES.map((c) => [c.key, c, 'FINISH'] as const),
  ]) {
    const category = await library.categories.create(CURATOR, {
      ...lib,
      parentId: null,
      name: `${names.ko} ${names.en}`,
      productType,
    });
    categoryIds.set(key, category.id);
  }
  const products = demoProducts();
  const colourways = new Map<string, { id: string; colour: string }[]>();
  for (const item of products) {
    const product = await library.products.create(CURATOR, {
      ...lib,
      type: 'FURNITURE',
      name: item.ko,
      translatedNames: [
        { code: 'ko', value: item.ko },
        { code: 'en', value: item.en },
      ],
      alias: item.alias,
      code: item.alias,
      brandId: brandIds.get(item.brand.name)!,
      categoryId: categoryIds.get(item.category)!,
      tags: item.tags,
      colorCode: item.color.code,
      colorName: item.color.name,
      price: item.price,
      priceUnit: 'KRW',
      editorTypeCode: item.editorTypeCode as 10,
      quality: item.price > 800_000 ? 'PREMIUM' : 'BASIC',
      level: 'LOW',
      ...item.opening,
      ...(item.light ? { light: item.light } : {}),
    });
    const variant = `${item.category}:${item.variant}`;
    colourways.set(variant, [
      ...(colourways.get(variant) ?? []),
      { id: product.id, colour: item.color.name },
    ]);
    const glb = await buildGlb(item.en, item.parts, item.materials);
    await library.uploads.acceptModel(CURATOR, product.id, [
      { field: 'file', filename: `${item.alias}.glb`, data: Buffer.from(glb) },
    ]);
  }
  // The colourways of one shape are the options of one product, switched in place in the editor.
  for (const [variant, members] of colourways) {
    if (members.length < 2) continue;
    const group = await library.groups.create(CURATOR, {
      ...lib,
      name: variant,
      productIds: members.map((m) => m.id),
    });
    for (const member of members)
      await library.groups.setOptionName(CURATOR, group.id, member.id, member.colour);
  }
  const finishes = demoFinishes();
  for (const [i, finish] of finishes.entries()) {
    const product = await library.products.create(CURATOR, {
      ...lib,
      type: 'FINISH',
      name: finish.ko,
      translatedNames: [
        { code: 'ko', value: finish.ko },
        { code: 'en', value: finish.en },
      ],
      alias: `FIN-${String(i + 1).padStart(3, '0')}`,
      brandId: brandIds.get(BRANDS[i % BRANDS.length]!.name)!,
      categoryId: categoryIds.get(finish.category)!,
      tags: [finish.category],
      colorCode: finish.colour,
      price: finish.price,
      priceUnit: 'KRW',
      saleType: finish.saleType,
      level: 'LOW',
    });
    await library.uploads.acceptTexture(
      CURATOR,
      product.id,
      [
        { field: 'albedo', filename: 'albedo.png', data: await png(finish.albedo()) },
        { field: 'roughness', filename: 'roughness.png', data: await png(finish.roughness()) },
      ],
      { tileWidthMm: String(finish.tileMm[0]), tileHeightMm: String(finish.tileMm[1]) },
    );
  }
  log.info(
    `demo catalogue: ${products.length} products and ${finishes.length} finishes queued for processing`,
  );
  return true;
}
