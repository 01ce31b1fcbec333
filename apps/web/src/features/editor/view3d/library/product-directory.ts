import { libraryProductRoutes, type Product } from '@roomcraft/contract';
import type { DesignStore, ProductLightLookup } from '@roomcraft/scene';
import {
  type FinishTexture,
  gltfModelLoader,
  ModelCache,
  type ProductSize,
  type TextureSource,
} from '@roomcraft/scene/three';
import { SRGBColorSpace, type Texture, TextureLoader } from 'three';
import { callApi } from '../../../../api/client.ts';

/** A product's real size in mm, when the library knows all three. */
export function productSize(product: Product): ProductSize | null {
  const { mmWidth: width, mmDepth: depth, mmHeight: height } = product;
  return width && depth && height ? { width, depth, height } : null;
}

const DEFAULT_TILE_MM = 1000;

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
 * The products the 3D view has met (from catalogue searches and placed items), their models (one
 * ModelCache for the whole view) and finish textures. Lookups and loads happen once per product,
 * and the lookups asked for in one go (a design's placed products) travel in one batch call.
 */
export class ProductDirectory implements TextureSource {
  readonly models: ModelCache;
  /** The light data of the lamps known so far; a new function each time a lamp arrives. */
  lights: ProductLightLookup = () => undefined;
  private readonly products = new Map<string, Product>();
  private readonly lookups = new Map<string, Promise<Product>>();
  private waiting = new Map<string, Waiting>();
  private readonly textures = new Map<string, FinishTexture | 'loading' | 'failed'>();
  private readonly listeners = new Set<() => void>();
  private readonly loader = new TextureLoader();

  constructor(
    private readonly lookupMany: ProductBatchLookup = fetchProducts,
    load = gltfModelLoader(),
  ) {
    this.models = new ModelCache({
      product: async (id) => {
        const product = await this.product(id);
        return { modelUrl: product.editorAsset.threeD, size: productSize(product) };
      },
      load,
    });
  }

  /** Records products already fetched (a catalogue page), so placing one needs no further call. */
  remember(products: readonly Product[]): void {
    let lamps = false;
    for (const product of products) {
      this.products.set(product.id, product);
      if (product.light) lamps = true;
    }
    if (!lamps) return;
    const known = this.products;
    this.lights = (id) => known.get(id)?.light;
    this.notify();
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

  private async flush(): Promise<void> {
    const batch = [...this.waiting];
    this.waiting = new Map();
    for (let start = 0; start < batch.length; start += BATCH_SIZE) {
      const chunk = batch.slice(start, start + BATCH_SIZE);
      try {
        const found = await this.lookupMany(chunk.map(([id]) => id));
        this.remember(found);
        for (const [id, waiting] of chunk) {
          const product = this.products.get(id);
          if (product) waiting.resolve(product);
          else waiting.reject(new Error('the product does not exist or is not visible to you'));
        }
      } catch (error) {
        for (const [, waiting] of chunk)
          waiting.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  /** The size of a product already known (placement asks synchronously). */
  sizeOf = (id: string): ProductSize | undefined => {
    const product = this.products.get(id);
    if (product) return productSize(product) ?? undefined;
    const entry = this.models.entry(id);
    return entry.status === 'failed'
      ? entry.size
      : entry.status === 'ready'
        ? (entry.size ?? undefined)
        : undefined;
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Calls the listener when a finish texture or a lamp's light data arrives. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  finish(productId: string): FinishTexture | undefined {
    const known = this.textures.get(productId);
    if (known === undefined) {
      this.textures.set(productId, 'loading');
      void this.loadFinish(productId).then((loaded) => {
        this.textures.set(productId, loaded ?? 'failed');
        if (loaded) this.notify();
      });
      return undefined;
    }
    return typeof known === 'string' ? undefined : known;
  }

  private async loadFinish(productId: string): Promise<FinishTexture | undefined> {
    try {
      const product = await this.product(productId);
      const maps = product.textureMaps;
      if (!maps.albedo) return undefined;
      const texture = async (url: string, srgb: boolean): Promise<Texture> => {
        const loaded = await this.loader.loadAsync(url);
        if (srgb) loaded.colorSpace = SRGBColorSpace;
        loaded.anisotropy = 8;
        return loaded;
      };
      return {
        map: await texture(maps.albedo, true),
        normalMap: maps.normal ? await texture(maps.normal, false) : undefined,
        roughnessMap: maps.roughness ? await texture(maps.roughness, false) : undefined,
        metalnessMap: maps.metalness ? await texture(maps.metalness, false) : undefined,
        tileWidthMm: product.tileWidthMm ?? DEFAULT_TILE_MM,
        tileHeightMm: product.tileHeightMm ?? DEFAULT_TILE_MM,
      };
    } catch {
      return undefined;
    }
  }
}

const directories = new WeakMap<DesignStore, ProductDirectory>();

/**
 * The product directory of a design being edited: one per store, so the 3D view keeps its models
 * when it is closed and opened again, and a drop on the 2D plan knows the sizes the view knows.
 */
export function directoryFor(store: DesignStore): ProductDirectory {
  let directory = directories.get(store);
  if (!directory) {
    directory = new ProductDirectory();
    directories.set(store, directory);
  }
  return directory;
}
