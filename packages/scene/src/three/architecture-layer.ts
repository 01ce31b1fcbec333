import { Group, type Material, Mesh } from 'three';
import type { MeshPart } from '../parts/scene-parts.ts';
import { type MeshAttributes, meshAttributes, partsGeometry, sameMeshData } from './mesh-geometry.ts';
import type { SurfaceMaterials } from './surface-materials.ts';

interface Built {
  part: MeshPart;
  readonly attributes: MeshAttributes;
  readonly split: { readonly opaque: string[]; readonly clear: string[] };
  readonly meshes: Mesh[];
}

/** What an architecture update did: parts built anew, kept as they were, or kept with new materials. */
export interface ArchitectureUpdate {
  readonly built: number;
  readonly kept: number;
  readonly restyled: number;
}

const keyOf = (part: MeshPart) => `${part.kind}:${part.id}`;

/** The parts of a mesh by whether their material is see-through (glass casts no shadow). */
function splitParts(part: MeshPart) {
  const opaque: string[] = [];
  const clear: string[] = [];
  for (const group of part.mesh.groups) {
    const material = part.materials[group.part];
    if (!material || opaque.includes(group.part) || clear.includes(group.part)) continue;
    (material.opacity < 1 ? clear : opaque).push(group.part);
  }
  return { opaque, clear };
}

const sameSplit = (a: Built['split'], b: Built['split']) =>
  a.opaque.join() === b.opaque.join() && a.clear.join() === b.clear.join();

/**
 * The walls, slabs and openings: one BufferGeometry per mesh part (groups per material), materials
 * shared per key. An update keeps every part whose numbers did not change and only swaps materials
 * when just a finish changed, so editing a design re-uploads only what it touched.
 */
export class ArchitectureLayer {
  readonly group = new Group();
  private readonly built = new Map<string, Built>();

  constructor(private readonly materials: SurfaceMaterials) {
    this.group.name = 'architecture';
  }

  update(parts: readonly MeshPart[]): ArchitectureUpdate {
    let [built, kept, restyled] = [0, 0, 0];
    const seen = new Set<string>();
    for (const part of parts) {
      const key = keyOf(part);
      seen.add(key);
      const existing = this.built.get(key);
      if (existing?.part === part) {
        kept++;
        continue;
      }
      const split = splitParts(part);
      if (existing && sameMeshData(existing.part.mesh, part.mesh) && sameSplit(existing.split, split)) {
        existing.part = part;
        if (this.restyle(existing)) restyled++;
        else kept++;
        continue;
      }
      if (existing) this.remove(key, existing);
      this.built.set(key, this.build(part, split));
      built++;
    }
    for (const [key, existing] of this.built) if (!seen.has(key)) this.remove(key, existing);
    return { built, kept, restyled };
  }

  /** Every mesh drawn. */
  meshes(): Mesh[] {
    return [...this.built.values()].flatMap((b) => b.meshes);
  }

  dispose(): void {
    for (const [key, existing] of this.built) this.remove(key, existing);
  }

  private materialsOf(part: MeshPart, names: readonly string[]): Material[] {
    return names.map((name) => this.materials.get(part.materials[name]!));
  }

  private build(part: MeshPart, split: Built['split']): Built {
    const attributes = meshAttributes(part.mesh);
    const meshes: Mesh[] = [];
    for (const names of [split.opaque, split.clear]) {
      if (names.length === 0) continue;
      const mesh = new Mesh(partsGeometry(part.mesh, attributes, names), this.materialsOf(part, names));
      mesh.name = keyOf(part);
      const clear = names === split.clear;
      mesh.castShadow = !clear;
      mesh.receiveShadow = !clear;
      mesh.userData = { kind: part.kind, id: part.id, parts: names };
      this.group.add(mesh);
      meshes.push(mesh);
    }
    return { part, attributes, split, meshes };
  }

  /** Swaps in the materials of a part's new specs; answers whether any changed. */
  private restyle(existing: Built): boolean {
    let changed = false;
    for (const mesh of existing.meshes) {
      const next = this.materialsOf(existing.part, mesh.userData.parts as string[]);
      const current = mesh.material as Material[];
      if (next.some((m, i) => m !== current[i])) {
        mesh.material = next;
        changed = true;
      }
    }
    return changed;
  }

  private remove(key: string, existing: Built): void {
    for (const mesh of existing.meshes) {
      this.group.remove(mesh);
      mesh.geometry.dispose();
    }
    this.built.delete(key);
  }
}
