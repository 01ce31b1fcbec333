import { BoxGeometry, type BufferGeometry, MeshStandardMaterial } from 'three';
import type { ProductSize } from '../kinds/item/footprint.ts';

/** Grey as the render export's stand-in boxes, so a render and the editor agree. */
export const PLACEHOLDER_MATERIAL_KEY = 'stand-in';

/** A box of a product's size (mm) standing on its origin, as its model would. */
export function placeholderGeometry(size: ProductSize): BufferGeometry {
  const geometry = new BoxGeometry(size.width, size.height, size.depth);
  geometry.translate(0, size.height / 2, 0);
  geometry.computeBoundingBox();
  return geometry;
}

/** The material of placeholder boxes. */
export function placeholderMaterial(): MeshStandardMaterial {
  return new MeshStandardMaterial({ name: PLACEHOLDER_MATERIAL_KEY, color: '#9a9a9a', roughness: 0.8 });
}
