import type { Document, Material, Texture, TextureInfo } from '@gltf-transform/core';
import { KHRTextureTransform } from '@gltf-transform/extensions';
import { finishRepeat, type SceneParts, type SurfaceMaterial } from '@roomcraft/scene';
import type { FinishImage, ProductModels } from './product-models.ts';

/**
 * The textures of the finish products a floor uses (colour, normal, roughness and metalness maps),
 * fetched once before the file is written: each map becomes one glTF image shared by every material
 * using it, repeated through KHR_texture_transform
 * exactly as the 3D view repeats it (the same planar millimetre coordinates, 1 / tile size, the
 * finish's scale and rotation). Cycles (Blender's importer) and three.js both read the extension.
 */
export class FinishTextures {
  private readonly images = new Map<string, FinishImage | null>();
  private readonly textures = new Map<string, Texture>();
  private readonly transforms: KHRTextureTransform;

  constructor(
    private readonly document: Document,
    private readonly models: ProductModels,
  ) {
    this.transforms = document.createExtension(KHRTextureTransform).setRequired(false);
  }

  /** Fetches the textures of every finish product the parts name. */
  async load(parts: SceneParts): Promise<void> {
    const ids = new Set(
      parts.meshes.flatMap((m) => Object.values(m.materials).flatMap((s) => s.finish?.productId ?? [])),
    );
    for (const id of ids)
      if (!this.images.has(id)) this.images.set(id, (await this.models.finish?.(id)) ?? null);
  }

  /** Whether a surface shows a texture (its meshes then need texture coordinates). */
  has(spec: SurfaceMaterial): boolean {
    const id = spec.finish?.productId;
    return id !== undefined && Boolean(this.images.get(id));
  }

  /** Puts a surface's finish maps on its material; answers whether it has a texture. */
  apply(material: Material, spec: SurfaceMaterial): boolean {
    const finish = spec.finish;
    const image = finish?.productId ? this.images.get(finish.productId) : undefined;
    if (!finish?.productId || !image) return false;
    const { repeat, rotation } = finishRepeat(
      { widthMm: image.tileWidthMm, heightMm: image.tileHeightMm },
      finish,
    );
    // Every map repeats as the colour does (the 3D view repeats them alike); each slot has its own transform.
    const repeated = (info: TextureInfo | null) =>
      info?.setExtension(
        KHRTextureTransform.EXTENSION_NAME,
        this.transforms.createTransform().setScale(repeat).setRotation(rotation),
      );
    const id = finish.productId;
    material.setBaseColorTexture(this.texture(`${id}-colour`, image.image));
    repeated(material.getBaseColorTextureInfo());
    if (image.normal) {
      material.setNormalTexture(this.texture(`${id}-normal`, image.normal));
      repeated(material.getNormalTextureInfo());
    }
    const packed = image.metallicRoughness;
    if (packed) {
      material.setMetallicRoughnessTexture(this.texture(`${id}-metal-rough`, packed.image));
      repeated(material.getMetallicRoughnessTextureInfo());
      // glTF multiplies a map by its factor: a channel with its map takes the map as it is.
      if (packed.roughness) material.setRoughnessFactor(1);
      if (packed.metalness) material.setMetallicFactor(1);
    }
    return true;
  }

  private texture(name: string, image: Uint8Array): Texture {
    let texture = this.textures.get(name);
    if (!texture) {
      texture = this.document.createTexture(`finish-${name}`).setImage(image).setMimeType('image/png');
      this.textures.set(name, texture);
    }
    return texture;
  }
}
