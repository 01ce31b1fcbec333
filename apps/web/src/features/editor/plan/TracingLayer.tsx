import type { TracingImage } from '@roomcraft/scene';
import { useTracingImage } from '../tracing/tracing-images.ts';

/** The floor-plan image under the walls, at its scale, position, rotation and opacity. */
export function TracingLayer({ image, projectId }: { image: TracingImage; projectId: string | undefined }) {
  const stored = useTracingImage(projectId, image.blobId);
  if (!stored) return null;
  const { x, y } = image.offset;
  const degrees = (image.rotation * 180) / Math.PI;
  return (
    <image
      data-testid="tracing-image"
      href={stored.url}
      x={x}
      y={y}
      width={stored.width * image.scaleMmPerPixel}
      height={stored.height * image.scaleMmPerPixel}
      opacity={image.opacity}
      preserveAspectRatio="none"
      transform={degrees ? `rotate(${degrees} ${x} ${y})` : undefined}
      pointerEvents="none"
    />
  );
}
