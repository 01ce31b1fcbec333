import sharp from 'sharp';

export interface Watermark {
  enabled: boolean;
  text: string;
  position: 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT' | 'CENTER';
  opacity: number;
}

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Thumbnails are 550 wide, as the real product serves them (compatibility notes). */
export const THUMBNAIL_WIDTH = 550;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

function watermarkSvg(mark: Watermark, width: number, height: number): Buffer {
  const size = Math.max(12, Math.round(Math.min(width, height) * 0.035));
  const margin = size;
  const [x, anchor] = mark.position.endsWith('LEFT')
    ? [margin, 'start']
    : mark.position === 'CENTER'
      ? [width / 2, 'middle']
      : [width - margin, 'end'];
  const y = mark.position.startsWith('TOP')
    ? margin + size
    : mark.position === 'CENTER'
      ? height / 2
      : height - margin;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="DejaVu Sans, sans-serif" font-size="${size}" ` +
      `fill="white" fill-opacity="${mark.opacity}" stroke="black" stroke-opacity="${mark.opacity * 0.4}" stroke-width="1">` +
      `${escapeXml(mark.text)}</text></svg>`,
  );
}

/**
 * A render's PNG becomes a JPEG (with the enterprise's watermark when it has one) and a WebP
 * thumbnail. Given the PNG's path, sharp reads the file as it goes: a 24K panorama's PNG is never
 * one buffer in the worker.
 */
export async function postProcess(
  png: Buffer | string,
  watermark: Watermark | null,
): Promise<ProcessedImage> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  let pipeline = sharp(png, { limitInputPixels: false });
  if (watermark?.enabled && watermark.text.trim()) {
    pipeline = pipeline.composite([{ input: watermarkSvg(watermark, width, height), top: 0, left: 0 }]);
  }
  const image = await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  const thumbnail = await sharp(image)
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  return { image, thumbnail, width, height };
}
