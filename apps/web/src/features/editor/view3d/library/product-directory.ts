import type { Product } from '@roomcraft/contract';
import type { DesignStore, ProductLightLookup, ProductSize } from '@roomcraft/scene';
import { type FinishTexture, gltfModelLoader, ModelCache, type TextureSource } from '@roomcraft/scene/three';
import { SRGBColorSpace, type Texture, TextureLoader } from 'three';
import { catalogFor, ProductCatalog, productSize } from '../../products/product-catalog.ts';

const DEFAULT_TILE_MM = 1000;

/**
 * The products the 3D view has met (from catalogue searches and placed items), their models (one
 * ModelCache for the whole view) and finish textures. Lookups and loads happen once per product,
 * and the lookups asked for in one go (a design's placed products) travel in one batch call.
 */
export class ProductDirectory implements TextureSource {
  readonly models: ModelCache;
  /** The light data of the lamps known so far; a new function each time a lamp arrives. */
  lights: ProductLightLookup = () => undefined;
  private readonly textures = new Map<string, FinishTexture | 'loading' | 'failed'>();
  private readonly listeners = new Set<() => void>();
  private readonly loader = new TextureLoader();

  constructor(
    readonly catalog: ProductCatalog = new ProductCatalog(),
    load = gltfModelLoader(),
  ) {
    this.models = new ModelCache({
      product: async (id) => {
        const product = await this.product(id);
        return { modelUrl: product.editorAsset.threeD, size: productSize(product) };
      },
      load,
    });
    catalog.subscribe((added) => {
      if (!added.some((p) => p.light)) return;
      this.lights = (id) => catalog.known(id)?.light;
      this.notify();
    });
  }

  /** Records products already fetched (a catalogue page), so placing one needs no further call. */
  remember(products: readonly Product[]): void {
    this.catalog.remember(products);
  }

  /** A product, from memory or the library (see {@link ProductCatalog.product}). */
  product(id: string): Promise<Product> {
    return this.catalog.product(id);
  }

  /** The size of a product already known (placement asks synchronously). */
  sizeOf = (id: string): ProductSize | undefined => {
    const product = this.catalog.known(id);
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
    directory = new ProductDirectory(catalogFor(store));
    directories.set(store, directory);
  }
  return directory;
}
