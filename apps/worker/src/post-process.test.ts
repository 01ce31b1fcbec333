import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { postProcess } from './post-process.ts';

const grey = () =>
  sharp({ create: { width: 800, height: 450, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();

/** The brightest pixel of a 200 × 60 region: white watermark text stands out of the grey. */
async function brightest(jpeg: Buffer, left: number, top: number) {
  const { data } = await sharp(jpeg)
    .extract({ left, top, width: 200, height: 60 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Math.max(...data);
}

describe('post-processing', () => {
  it('makes a JPEG of the same size and a 550-wide WebP thumbnail', async () => {
    const result = await postProcess(await grey(), null);
    expect((await sharp(result.image).metadata()).format).toBe('jpeg');
    expect([result.width, result.height]).toEqual([800, 450]);
    const thumb = await sharp(result.thumbnail).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 550, 309]);
  });

  it('writes the watermark in the chosen corner only', async () => {
    const mark = { enabled: true, text: 'Demo Interiors', position: 'BOTTOM_RIGHT' as const, opacity: 1 };
    const { image } = await postProcess(await grey(), mark);
    expect(await brightest(image, 0, 0)).toBeLessThan(140);
    expect(await brightest(image, 590, 385)).toBeGreaterThan(200);
  });

  it('leaves the picture alone when the watermark is off', async () => {
    const { image } = await postProcess(await grey(), {
      enabled: false,
      text: 'x',
      position: 'CENTER',
      opacity: 1,
    });
    expect(await brightest(image, 300, 195)).toBeLessThan(140);
  });
});
