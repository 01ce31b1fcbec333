import { libraryProductRoutes, type Product } from '@roomcraft/contract';
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

async function fetchProduct(id: string): Promise<Product> {
  return (await callApi(libraryProductRoutes.get, { params: { id } })).product;
}

/**
 * The products the 3D view has met (from catalogue searches and placed items), their models (one
 * ModelCache for the whole view) and finish textures. Lookups and loads happen once per product.
 */
export class ProductDirectory implements TextureSource {
  readonly models: ModelCache;
  private readonly products = new Map<string, Product>();
  private readonly lookups = new Map<string, Promise<Product>>();
  private readonly textures = new Map<string, FinishTexture | 'loading' | 'failed'>();
  private readonly listeners = new Set<() => void>();
  private readonly loader = new TextureLoader();

  constructor(
    private readonly lookup: (id: string) => Promise<Product> = fetchProduct,
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
    for (const product of products) this.products.set(product.id, product);
  }

  /** A product, from memory or the library. */
  product(id: string): Promise<Product> {
    const known = this.products.get(id);
    if (known) return Promise.resolve(known);
    let lookup = this.lookups.get(id);
    if (!lookup) {
      lookup = this.lookup(id).then((product) => {
        this.products.set(id, product);
        return product;
      });
      lookup.catch(() => this.lookups.delete(id));
      this.lookups.set(id, lookup);
    }
    return lookup;
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

  /** Calls the listener when a finish texture arrives. */
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
        if (loaded) for (const listener of this.listeners) listener();
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
        tileWidthMm: product.tileWidthMm ?? DEFAULT_TILE_MM,
        tileHeightMm: product.tileHeightMm ?? DEFAULT_TILE_MM,
      };
    } catch {
      return undefined;
    }
  }
}
