import type { Product } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import { ProductCatalog } from './product-catalog.ts';

const product = (id: string) => ({ id, name: `Product ${id}` }) as unknown as Product;

/** A library that is down for its first `outages` calls, then answers with every product but `gone`. */
function flakyLibrary(outages: number) {
  const calls: string[][] = [];
  const lookup = async (ids: readonly string[]) => {
    calls.push([...ids]);
    if (calls.length <= outages) throw new Error('503 Service Unavailable');
    return ids.filter((id) => id !== 'gone').map(product);
  };
  return { calls, lookup };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ProductCatalog', () => {
  it('asks for products requested in one turn in one batch call', async () => {
    const library = flakyLibrary(0);
    const catalog = new ProductCatalog(library.lookup);
    catalog.request(['a', 'b', 'a']);
    await settled();
    expect(library.calls).toEqual([['a', 'b']]);
    expect(catalog.known('b')?.name).toBe('Product b');
  });

  it('records a failed lookup, tells its listeners, and does not ask again on its own', async () => {
    const library = flakyLibrary(1);
    const catalog = new ProductCatalog(library.lookup);
    const before = catalog.version();
    catalog.request(['a', 'b']);
    await settled();
    expect(catalog.hasFailed('a')).toBe(true);
    expect(catalog.failedCount()).toBe(2);
    expect(catalog.version()).toBeGreaterThan(before);

    catalog.request(['a', 'b']);
    await settled();
    expect(library.calls).toHaveLength(1);
  });

  it('asks again for the failed products on retry and clears the failure when they arrive', async () => {
    const library = flakyLibrary(1);
    const catalog = new ProductCatalog(library.lookup);
    catalog.request(['a', 'gone']);
    await settled();
    catalog.retryFailed();
    await settled();
    expect(library.calls).toEqual([
      ['a', 'gone'],
      ['a', 'gone'],
    ]);
    expect(catalog.failedCount()).toBe(0);
    expect(catalog.known('a')?.name).toBe('Product a');
    // A product the library answered without is missing, not failed.
    expect(catalog.isMissing('gone')).toBe(true);
  });

  it('rejects the promise of a product whose lookup failed', async () => {
    const catalog = new ProductCatalog(flakyLibrary(1).lookup);
    await expect(catalog.product('a')).rejects.toThrow('503');
  });
});
