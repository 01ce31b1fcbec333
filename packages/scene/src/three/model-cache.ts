import { Box3, type BufferGeometry, type Material, Matrix4, type Mesh, type Object3D } from 'three';
import type { ProductSize } from '../kinds/item/footprint.ts';

/** What the scene needs to know of a product to draw it. */
export interface ProductInfo {
  /** The editor model (binary glTF: metres, Y up, standing on its origin), or null when it has none. */
  readonly modelUrl: string | null;
  /** Real size in mm, for placement and for the placeholder box when the model fails. */
  readonly size: ProductSize | null;
}

/** One drawable piece of a product's model, placed in the model's frame (metres). */
export interface ModelMesh {
  readonly geometry: BufferGeometry;
  readonly material: Material | Material[];
  readonly matrix: Matrix4;
}

/** A product's model, flattened into meshes so each can be drawn instanced. */
export interface ProductModel {
  readonly meshes: readonly ModelMesh[];
  /** Bounds in the model's frame, metres. */
  readonly bounds: Box3;
}

/** The state of a product's model: loading, ready, or failed (drawn as a box of its size). */
export type ModelEntry =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly model: ProductModel; readonly size: ProductSize | null }
  | { readonly status: 'failed'; readonly size: ProductSize; readonly reason: string };

/** Options of {@link ModelCache}. */
export interface ModelCacheOptions {
  /** Looks a product up (the library API in the editor). */
  readonly product: (productId: string) => Promise<ProductInfo>;
  /** Loads a model from its URL into a three.js object (GLTFLoader in the editor, fakes in tests). */
  readonly load: (url: string) => Promise<Object3D>;
}

/** Size of the placeholder of a product whose size is unknown too (as the render export's stand-in). */
export const UNKNOWN_PRODUCT_SIZE: ProductSize = { width: 600, depth: 600, height: 600 };

/** Loading progress: products asked for, settled (ready or failed) and failed. */
export interface ModelProgress {
  readonly total: number;
  readonly settled: number;
  readonly failed: number;
}

/** Flattens a loaded object into its meshes, each with its matrix relative to the object's root. */
export function flattenModel(root: Object3D): ProductModel {
  root.updateMatrixWorld(true);
  const inverse = new Matrix4().copy(root.matrixWorld).invert();
  const meshes: ModelMesh[] = [];
  const bounds = new Box3();
  root.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const matrix = new Matrix4().multiplyMatrices(inverse, mesh.matrixWorld);
    meshes.push({ geometry: mesh.geometry, material: mesh.material, matrix });
    if (!mesh.geometry.boundingBox) mesh.geometry.computeBoundingBox();
    bounds.union(mesh.geometry.boundingBox!.clone().applyMatrix4(matrix));
  });
  return { meshes, bounds };
}

/**
 * Loads each product's model once, lazily (on first ask), and keeps it for every placement of the
 * product. A product whose model is missing or broken settles as `failed` with the size of its
 * placeholder box; it is never dropped.
 */
export class ModelCache {
  private readonly entries = new Map<string, ModelEntry>();
  private readonly pending = new Set<Promise<void>>();
  private readonly listeners = new Set<(productId: string) => void>();

  constructor(private readonly options: ModelCacheOptions) {}

  /** The state of a product's model; the first ask starts loading it. */
  entry(productId: string): ModelEntry {
    const known = this.entries.get(productId);
    if (known) return known;
    const loading: ModelEntry = { status: 'loading' };
    this.entries.set(productId, loading);
    const task = this.load(productId).then((settled) => {
      this.entries.set(productId, settled);
      this.pending.delete(task);
      for (const listener of this.listeners) listener(productId);
    });
    this.pending.add(task);
    return loading;
  }

  /** Calls the listener each time a product's model settles; returns the function that stops it. */
  subscribe(listener: (productId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once nothing is loading. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  progress(): ModelProgress {
    let settled = 0;
    let failed = 0;
    for (const entry of this.entries.values()) {
      if (entry.status !== 'loading') settled++;
      if (entry.status === 'failed') failed++;
    }
    return { total: this.entries.size, settled, failed };
  }

  /** The products whose models failed, with why. */
  failures(): { productId: string; reason: string }[] {
    return [...this.entries].flatMap(([productId, e]) =>
      e.status === 'failed' ? [{ productId, reason: e.reason }] : [],
    );
  }

  /** Frees every model's geometries and materials. */
  dispose(): void {
    for (const entry of this.entries.values()) {
      if (entry.status !== 'ready') continue;
      for (const mesh of entry.model.meshes) {
        mesh.geometry.dispose();
        for (const m of Array.isArray(mesh.material) ? mesh.material : [mesh.material]) m.dispose();
      }
    }
    this.entries.clear();
  }

  private async load(productId: string): Promise<ModelEntry> {
    let info: ProductInfo;
    try {
      info = await this.options.product(productId);
    } catch (error) {
      return {
        status: 'failed',
        size: UNKNOWN_PRODUCT_SIZE,
        reason: `product lookup failed: ${message(error)}`,
      };
    }
    const size = info.size ?? UNKNOWN_PRODUCT_SIZE;
    if (!info.modelUrl) return { status: 'failed', size, reason: 'the product has no 3D model' };
    try {
      const model = flattenModel(await this.options.load(info.modelUrl));
      if (model.meshes.length === 0) return { status: 'failed', size, reason: 'the model holds no mesh' };
      return { status: 'ready', model, size: info.size };
    } catch (error) {
      return { status: 'failed', size, reason: `the model could not be loaded: ${message(error)}` };
    }
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
