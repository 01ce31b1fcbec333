import { distance, type TracingImage, type Vec2 } from '@roomcraft/scene';

/**
 * Rescales a tracing image so that the marked distance from `a` to `b` (plan mm at the image's
 * current scale) measures `realLength` mm. The image grows or shrinks about `a`, so the first
 * mark stays where it is on the plan.
 */
export function calibratedImage(image: TracingImage, a: Vec2, b: Vec2, realLength: number): TracingImage {
  const marked = distance(a, b);
  if (!(marked > 0 && realLength > 0)) return image;
  const factor = realLength / marked;
  return {
    ...image,
    scaleMmPerPixel: image.scaleMmPerPixel * factor,
    offset: { x: a.x + (image.offset.x - a.x) * factor, y: a.y + (image.offset.y - a.y) * factor },
  };
}
