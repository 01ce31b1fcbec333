import {
  Color,
  DoubleSide,
  FrontSide,
  type Material,
  MeshStandardMaterial,
  RepeatWrapping,
  type Texture,
} from 'three';
import type { SurfaceMaterial } from '../parts/materials.ts';
import { finishRepeat } from '../parts/texture-coordinates.ts';
import type { TextureSource } from './textures.ts';

interface Entry {
  readonly material: MeshStandardMaterial;
  readonly spec: SurfaceMaterial;
  textured: boolean;
}

function repeated(source: Texture, repeat: [number, number], rotation: number): Texture {
  const texture = source.clone();
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.repeat.set(...repeat);
  texture.rotation = rotation;
  texture.needsUpdate = true;
  return texture;
}

/**
 * One MeshStandardMaterial per SurfaceMaterial key, shared by every mesh drawn with it (so equal
 * finishes batch together). A finish product's texture is applied once its source has it.
 */
export class SurfaceMaterials {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly textures?: TextureSource) {}

  /** How many materials exist. */
  get size(): number {
    return this.entries.size;
  }

  /** The material of a surface, made on first use. */
  get(spec: SurfaceMaterial): Material {
    let entry = this.entries.get(spec.key);
    if (!entry) {
      const transparent = spec.opacity < 1;
      const material = new MeshStandardMaterial({
        name: spec.key,
        color: new Color(spec.color),
        roughness: spec.roughness,
        metalness: spec.metalness,
        opacity: spec.opacity,
        transparent,
        depthWrite: !transparent,
        side: transparent ? DoubleSide : FrontSide,
      });
      entry = { material, spec, textured: false };
      this.entries.set(spec.key, entry);
      this.applyTexture(entry);
    }
    return entry.material;
  }

  /** Applies finish textures that have arrived since; answers how many materials changed. */
  refreshTextures(): number {
    let changed = 0;
    for (const entry of this.entries.values()) if (!entry.textured && this.applyTexture(entry)) changed++;
    return changed;
  }

  /** Disposes the materials whose keys are no longer used. */
  retain(keys: ReadonlySet<string>): void {
    for (const [key, entry] of this.entries) {
      if (keys.has(key)) continue;
      entry.material.map?.dispose();
      entry.material.normalMap?.dispose();
      entry.material.roughnessMap?.dispose();
      entry.material.metalnessMap?.dispose();
      entry.material.dispose();
      this.entries.delete(key);
    }
  }

  dispose(): void {
    this.retain(new Set());
  }

  private applyTexture(entry: Entry): boolean {
    const finish = entry.spec.finish;
    if (!finish?.productId || !this.textures) return false;
    const loaded = this.textures.finish(finish.productId);
    if (!loaded) return false;
    const { repeat, rotation } = finishRepeat(
      { widthMm: loaded.tileWidthMm, heightMm: loaded.tileHeightMm },
      finish,
    );
    const { material } = entry;
    material.map = repeated(loaded.map, repeat, rotation);
    if (loaded.normalMap) material.normalMap = repeated(loaded.normalMap, repeat, rotation);
    // A map gives the value itself (three.js multiplies it by the factor), as the render export does.
    if (loaded.roughnessMap) {
      material.roughnessMap = repeated(loaded.roughnessMap, repeat, rotation);
      material.roughness = 1;
    }
    if (loaded.metalnessMap) {
      material.metalnessMap = repeated(loaded.metalnessMap, repeat, rotation);
      material.metalness = 1;
    }
    // A texture carries its own colour; an explicit paint colour still tints it.
    if (!finish.color) material.color.set('#ffffff');
    material.needsUpdate = true;
    entry.textured = true;
    return true;
  }
}
