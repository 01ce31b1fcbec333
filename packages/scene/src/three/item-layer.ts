import { type Box3, type BufferGeometry, Group, InstancedMesh, Matrix4, Quaternion, Vector3 } from 'three';
import type { ItemPart } from '../parts/scene-parts.ts';
import type { ModelCache, ModelEntry } from './model-cache.ts';
import { placeholderGeometry, placeholderMaterial } from './placeholder.ts';

/** A product drawn as a placeholder because its model failed, and the items that show it. */
export interface ItemWarning {
  readonly productId: string;
  readonly itemIds: readonly string[];
  readonly reason: string;
}

/** Where an item is: its transform in the scene's root frame (mm) and its box in its own frame. */
export interface ItemFrame {
  readonly part: ItemPart;
  readonly matrix: Matrix4;
  /** Bounds in the item's frame (mm, its scale applied); absent while its model loads. */
  readonly box: Box3 | undefined;
}

interface Batch {
  readonly entry: ModelEntry;
  readonly meshes: InstancedMesh[];
  readonly locals: Matrix4[];
  /** Model units to millimetres: 1000 for models (metres), 1 for placeholders (mm). */
  readonly unit: number;
  readonly bounds: Box3 | undefined;
  readonly capacity: number;
  readonly ownGeometry?: BufferGeometry;
  items: readonly ItemPart[];
}

const Y = new Vector3(0, 1, 0);
const sameItem = (a: ItemPart, b: ItemPart) =>
  a.id === b.id &&
  a.rotationY === b.rotationY &&
  a.position.every((v, i) => v === b.position[i]) &&
  a.scale.every((v, i) => v === b.scale[i]);

/** The transform of an item (position, turn, scale; models are scaled from metres by `unit`). */
export function itemMatrix(part: ItemPart, unit = 1, target = new Matrix4()): Matrix4 {
  const [sx, sy, sz] = part.scale;
  return target.compose(
    new Vector3(...part.position),
    new Quaternion().setFromAxisAngle(Y, part.rotationY),
    new Vector3(sx * unit, sy * unit, sz * unit),
  );
}

/**
 * Placed products, drawn with one InstancedMesh per (product, mesh of its model): 300 items of 50
 * products cost as many draw calls as the 50 models have meshes. Updates move instances in place
 * and rebuild a product's meshes only when its model settles or it outgrows its capacity.
 */
export class ItemLayer {
  readonly group = new Group();
  private readonly batches = new Map<string, Batch>();
  private readonly index = new Map<string, { batch: Batch; slot: number }>();
  private readonly placeholder = placeholderMaterial();

  constructor(private readonly models: ModelCache) {
    this.group.name = 'items';
  }

  /** Brings the instances in line with the parts; answers the products rebuilt and instances moved. */
  update(items: readonly ItemPart[]): { rebuilt: string[]; moved: number } {
    const byProduct = new Map<string, ItemPart[]>();
    for (const item of items) {
      // Batches are per drawn model: items showing another option of their group draw its model.
      const list = byProduct.get(item.modelProductId);
      if (list) list.push(item);
      else byProduct.set(item.modelProductId, [item]);
    }
    for (const [productId, batch] of this.batches) {
      if (!byProduct.has(productId)) this.drop(productId, batch);
    }
    const rebuilt: string[] = [];
    let moved = 0;
    for (const [productId, list] of byProduct) {
      const entry = this.models.entry(productId);
      const batch = this.batches.get(productId);
      if (!batch || batch.entry !== entry || list.length > batch.capacity) {
        if (batch) this.drop(productId, batch);
        this.batches.set(productId, this.build(productId, entry, list));
        rebuilt.push(productId);
        moved += list.length;
      } else {
        moved += this.place(batch, list);
      }
    }
    this.index.clear();
    for (const batch of this.batches.values())
      batch.items.forEach((part, slot) => {
        this.index.set(part.id, { batch, slot });
      });
    return { rebuilt, moved };
  }

  /** Every instanced mesh drawn (one draw call each). */
  instancedMeshes(): InstancedMesh[] {
    return [...this.batches.values()].flatMap((b) => b.meshes);
  }

  /** The item drawn by an instance, from a raycast hit. */
  itemAt(mesh: InstancedMesh, instanceId: number): string | undefined {
    const ids = mesh.userData.itemIds as readonly string[] | undefined;
    return ids?.[instanceId];
  }

  /** Where an item is and how big. */
  frame(itemId: string): ItemFrame | undefined {
    const found = this.index.get(itemId);
    if (!found) return undefined;
    const part = found.batch.items[found.slot]!;
    const box = found.batch.bounds?.clone();
    if (box) {
      const [sx, sy, sz] = part.scale;
      const u = found.batch.unit;
      box.min.multiply(new Vector3(sx * u, sy * u, sz * u));
      box.max.multiply(new Vector3(sx * u, sy * u, sz * u));
    }
    return { part, matrix: itemMatrix({ ...part, scale: [1, 1, 1] }), box };
  }

  /** Products shown as placeholders, with the items that show them. */
  warnings(): ItemWarning[] {
    return [...this.batches].flatMap(([productId, b]) =>
      b.entry.status === 'failed'
        ? [{ productId, itemIds: b.items.map((i) => i.id), reason: b.entry.reason }]
        : [],
    );
  }

  dispose(): void {
    for (const [productId, batch] of this.batches) this.drop(productId, batch);
    this.placeholder.dispose();
  }

  private build(productId: string, entry: ModelEntry, items: readonly ItemPart[]): Batch {
    const capacity = Math.max(4, Math.ceil(items.length * 1.5));
    const sources =
      entry.status === 'ready'
        ? entry.model.meshes.map((m) => ({ geometry: m.geometry, material: m.material, local: m.matrix }))
        : entry.status === 'failed'
          ? [{ geometry: placeholderGeometry(entry.size), material: this.placeholder, local: new Matrix4() }]
          : [];
    const meshes = sources.map((s) => {
      const mesh = new InstancedMesh(s.geometry, s.material, capacity);
      mesh.name = `${productId}`;
      mesh.castShadow = true;
      mesh.receiveShadow = true;
      mesh.userData = { productId, warning: entry.status === 'failed' ? 'model-failed' : undefined };
      this.group.add(mesh);
      return mesh;
    });
    const bounds =
      entry.status === 'ready'
        ? entry.model.bounds.clone()
        : entry.status === 'failed'
          ? sources[0]!.geometry.boundingBox!
          : undefined;
    const batch: Batch = {
      entry,
      meshes,
      locals: sources.map((s) => s.local),
      unit: entry.status === 'ready' ? 1000 : 1,
      bounds: bounds?.clone(),
      capacity,
      ownGeometry: entry.status === 'failed' ? sources[0]!.geometry : undefined,
      items: [],
    };
    this.place(batch, items);
    return batch;
  }

  /** Writes the instance matrices that changed; answers how many did. */
  private place(batch: Batch, items: readonly ItemPart[]): number {
    const previous = batch.items;
    const rewriteAll = items.length !== previous.length;
    let changed = 0;
    const matrix = new Matrix4();
    const world = new Matrix4();
    items.forEach((part, slot) => {
      const old = previous[slot];
      if (!rewriteAll && old && sameItem(old, part)) return;
      changed++;
      itemMatrix(part, batch.unit, matrix);
      batch.meshes.forEach((mesh, m) => {
        mesh.setMatrixAt(slot, world.multiplyMatrices(matrix, batch.locals[m]!));
      });
    });
    batch.items = items;
    const ids = items.map((i) => i.id);
    for (const mesh of batch.meshes) {
      mesh.count = items.length;
      mesh.userData.itemIds = ids;
      if (changed > 0) {
        mesh.instanceMatrix.needsUpdate = true;
        mesh.computeBoundingBox();
        mesh.computeBoundingSphere();
      }
    }
    return changed;
  }

  private drop(productId: string, batch: Batch): void {
    for (const mesh of batch.meshes) {
      this.group.remove(mesh);
      mesh.dispose();
    }
    batch.ownGeometry?.dispose();
    this.batches.delete(productId);
  }
}
