import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadDemoCatalogue } from './load-demo-catalogue.ts';

describe('demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads once through the upload pipeline and every product completes', { timeout: 300_000 }, async () => {
    const log = { info: () => {} };
    expect(await loadDemoCatalogue(t.platform.library, log)).toBe(true);
    expect(await loadDemoCatalogue(t.platform.library, log)).toBe(false);
    await t.platform.library.processing.drain();
    const all = await t.call('GET', '/api/v1/product/000/public');
    const products = all.json.products as {
      type: string;
      status: string;
      categoryId: string;
      brand: { name: string };
      mmWidth: number;
      thumbnails: string[];
    }[];
    const furniture = products.filter((p) => p.type === 'FURNITURE');
    const finishes = products.filter((p) => p.type === 'FINISH');
    expect(furniture.length).toBeGreaterThanOrEqual(80);
    expect(finishes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(furniture.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((p) => p.brand.name)).size).toBe(5);
    expect(products.every((p) => p.status === 'COMPLETED' && p.thumbnails.length > 0)).toBe(true);
    const sofas = await t.call('GET', '/api/v2/product/public?q=3인 소파');
    expect(sofas.json.data[0]).toMatchObject({ mmWidth: 2200, mmHeight: 820 });
    const english = await t.call('GET', '/api/v2/product/public?q=oak flooring');
    expect(english.json.totalCount).toBeGreaterThan(0);
    // The two colourways of a shape are the options of one product, named by their colours.
    const sofa = sofas.json.data[0] as {
      options: { id: string; optionName: string }[];
      color: { name: string };
    };
    expect(sofa.options).toHaveLength(2);
    expect(sofa.options.map((o) => o.optionName)).toContain(sofa.color.name);
    // Lamps carry their light; other furniture none.
    const lamps = (all.json.products as { light: { kind: string; bulbHeightMm: number } | null }[]).filter(
      (p) => p.light,
    );
    expect(lamps).toHaveLength(6);
    expect(lamps.map((l) => l.light!.kind).sort()).toEqual([
      'point',
      'point',
      'point',
      'point',
      'spot',
      'spot',
    ]);
  });
});
