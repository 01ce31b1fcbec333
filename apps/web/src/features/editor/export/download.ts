import type { Floor } from '@roomcraft/scene';
import { type PlanSvgOptions, planSvg } from './plan-svg.ts';

/** Offers a file to download. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a project name: letters, digits and dashes. */
export const fileNameOf = (name: string, floor: string, extension: string): string =>
  `${`${name}-${floor}`.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'plan'}.${extension}`;

/** The plan as an SVG file. */
export function exportSvg(floor: Floor, options: PlanSvgOptions, name: string): void {
  const { svg } = planSvg(floor, options);
  download(new Blob([svg], { type: 'image/svg+xml' }), name);
}

/** The plan as a PNG, drawn from the same SVG at twice its pixel size for sharp text. */
export async function exportPng(floor: Floor, options: PlanSvgOptions, name: string): Promise<void> {
  const blob = await renderPng(floor, options);
  download(blob, name);
}

export async function renderPng(floor: Floor, options: PlanSvgOptions, ratio = 2): Promise<Blob> {
  const { svg, width, height } = planSvg(floor, options);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('the plan could not be drawn'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
