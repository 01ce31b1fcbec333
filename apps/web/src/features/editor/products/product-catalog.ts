import { libraryProductRoutes, type Product } from '@roomcraft/contract';
import type { DesignStore } from '@roomcraft/scene';
import { callApi } from '../../../api/client.ts';

/** A product's real size in mm (width, depth, height), when the library knows all three. */
export interface KnownSize {
  readonly width: number;
  readonly depth: number;
  readonly height: number;
}

/** A product's real size in mm, when the library knows all three. */
export function productSize(product: Product): KnownSize | null {
  const { mmWidth: width, mmDepth: depth, mmHeight: height } = product;
  return width && depth && height ? { width, depth, height } : null;
}

/** The most ids one batch call takes (the contract's limit). */
const BATCH_SIZE = 200;

/** Looks products up in one call; products the caller may not see (or that do not exist) are left out. */
export type ProductBatchLookup = (ids: readonly string[]) => Promise<readonly Product[]>;

async function fetchProducts(ids: readonly string[]): Promise<readonly Product[]> {
  return (await callApi(libraryProductRoutes.batch, { query: { ids: ids.join(',') } })).products;
}

interface Waiting {
  readonly promise: Promise<Product>;
  readonly resolve: (product: Product) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The library's products a design has met (catalogue pages, placed items): looked up once each,
 * the lookups asked for in one turn travelling in one batch call. It holds no three.js, so the 2D
 * plan draws furniture and the inspector reads names and sizes without loading the 3D view.
 */
export class ProductCatalog {
  private readonly products = new Map<string, Product>();
  private readonly lookups = new Map<string, Promise<Product>>();
  private readonly missing = new Set<string>();
  /** Products whose lookup failed (network, server error): shown as such, asked again on retry. */
  private readonly failed = new Set<string>();
  private waiting = new Map<string, Waiting>();
  private readonly listeners = new Set<(added: readonly Product[]) => void>();
  private changes = 0;

  constructor(private readonly lookupMany: ProductBatchLookup = fetchProducts) {}

  /** Records products already fetched (a catalogue page), so placing one needs no further call. */
  remember(products: readonly Product[]): void {
    if (products.length === 0) return;
    for (const product of products) {
      this.products.set(product.id, product);
      this.missing.delete(product.id);
      this.failed.delete(product.id);
    }
    this.notify(products);
  }

  /** A product, from memory or the library; asks made in the same turn share one batch call. */
  product(id: string): Promise<Product> {
    const known = this.products.get(id);
    if (known) return Promise.resolve(known);
    const pending = this.lookups.get(id);
    if (pending) return pending;
    let resolve!: (product: Product) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<Product>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    promise.catch(() => this.lookups.delete(id));
    if (this.waiting.size === 0) queueMicrotask(() => void this.flush());
    this.waiting.set(id, { promise, resolve, reject });
    this.lookups.set(id, promise);
    return promise;
  }

  /** A product already known, or undefined (while it loads, or when the library has none to show). */
  known(id: string): Product | undefined {
    return this.products.get(id);
  }

  /** Whether the library answered that the product does not exist or is not visible here. */
  isMissing(id: string): boolean {
    return this.missing.has(id);
  }

  /** Whether the last lookup of the product failed (not a refusal: the call itself did not answer). */
  hasFailed(id: string): boolean {
    return this.failed.has(id);
  }

  /** How many products could not be loaded. */
  failedCount = (): number => this.failed.size;

  /**
   * Asks for the products not known yet (placed items drawn before their products arrived). A failed
   * lookup is recorded in `failed` and shown by the editor; it is not asked again until `retryFailed`.
   */
  request(ids: Iterable<string>): void {
    for (const id of ids) {
      if (!this.products.has(id) && !this.missing.has(id) && !this.failed.has(id)) void this.product(id);
    }
  }

  /**
   * Waits until each product is known, missing or failed (read them with `known`, `isMissing`,
   * `hasFailed`): for callers that need many products at once, such as pricing proposals.
   */
  async settle(ids: Iterable<string>): Promise<void> {
    await Promise.allSettled([...new Set(ids)].map((id) => this.product(id)));
  }

  /** Asks again for every product whose lookup failed. */
  retryFailed(): void {
    const ids = [...this.failed];
    this.failed.clear();
    this.notify([]);
    this.request(ids);
  }

  /** The size of a product already known. */
  sizeOf = (id: string): KnownSize | undefined => {
    const product = this.products.get(id);
    return (product && productSize(product)) ?? undefined;
  };

  /** Calls the listener with the products that arrived. */
  subscribe = (listener: (added: readonly Product[]) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Grows whenever products arrive or turn out missing (for useSyncExternalStore). */
  version = (): number => this.changes;

  private notify(added: readonly Product[]): void {
    this.changes++;
    for (const listener of this.listeners) listener(added);
  }

  private async flush(): Promise<void> {
    const batch = [...this.waiting];
    this.waiting = new Map();
    for (let start = 0; start < batch.length; start += BATCH_SIZE) {
      const chunk = batch.slice(start, start + BATCH_SIZE);
      try {
        const found = await this.lookupMany(chunk.map(([id]) => id));
        this.remember(found);
        let missed = false;
        for (const [id, waiting] of chunk) {
          const product = this.products.get(id);
          if (product) waiting.resolve(product);
          else {
            this.missing.add(id);
            missed = true;
            waiting.reject(new Error('the product does not exist or is not visible to you'));
          }
        }
        if (missed) this.notify([]);
      } catch (error) {
        for (const [id, waiting] of chunk) {
          this.failed.add(id);
          waiting.reject(error instanceof Error ? error : new Error(String(error)));
        }
        this.notify([]);
      }
    }
  }
}

const catalogs = new WeakMap<DesignStore, ProductCatalog>();

/**
 * The product catalogue of a design being edited: one per store, shared by the plan, the inspector
 * and the 3D view's product directory.
 */
export function catalogFor(store: DesignStore): ProductCatalog {
  let catalog = catalogs.get(store);
  if (!catalog) {
    catalog = new ProductCatalog();
    catalogs.set(store, catalog);
  }
  return catalog;
}
