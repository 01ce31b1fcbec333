import type { Document, Material, Texture } from '@gltf-transform/core';
import { KHRTextureTransform } from '@gltf-transform/extensions';
import { finishRepeat, type SceneParts, type SurfaceMaterial } from '@roomcraft/scene';
import type { FinishImage, ProductModels } from './product-models.ts';

/**
 * The textures of the finish products a floor uses, fetched once before the file is written: each
 * becomes one glTF image shared by every material using it, repeated through KHR_texture_transform
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

  /** Puts a surface's finish texture on its material; answers whether there was one. */
  apply(material: Material, spec: SurfaceMaterial): boolean {
    const finish = spec.finish;
    const image = finish?.productId ? this.images.get(finish.productId) : undefined;
    if (!finish?.productId || !image) return false;
    material.setBaseColorTexture(this.texture(finish.productId, image));
    const { repeat, rotation } = finishRepeat(
      { widthMm: image.tileWidthMm, heightMm: image.tileHeightMm },
      finish,
    );
    material
      .getBaseColorTextureInfo()!
      .setExtension(
        KHRTextureTransform.EXTENSION_NAME,
        this.transforms.createTransform().setScale(repeat).setRotation(rotation),
      );
    return true;
  }

  private texture(productId: string, image: FinishImage): Texture {
    let texture = this.textures.get(productId);
    if (!texture) {
      texture = this.document
        .createTexture(`finish-${productId}`)
        .setImage(image.image)
        .setMimeType(image.mimeType);
      this.textures.set(productId, texture);
    }
    return texture;
  }
}
