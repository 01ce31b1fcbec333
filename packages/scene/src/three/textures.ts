import type { Texture } from 'three';

/** A finish product's texture, loaded, with the real size one repeat of it covers. */
export interface FinishTexture {
  readonly map: Texture;
  readonly normalMap?: Texture;
  readonly roughnessMap?: Texture;
  readonly metalnessMap?: Texture;
  readonly tileWidthMm: number;
  readonly tileHeightMm: number;
}

/**
 * Where the scene finds the textures of finish products. `finish` answers what is loaded now and
 * starts loading what is not; the owner calls `updateSceneGroup` again when more has arrived.
 */
export interface TextureSource {
  finish(productId: string): FinishTexture | undefined;
}
