import type { Page } from 'playwright-core';

/**
 * Where a plan point (mm) of the two-room flat (bench/view3d/flat.ts) shows in the 3D view's top
 * view: the orthographic camera looks straight down on the middle of the walls' bounds
 * (x −100…9100, y −100…6100 mm) and fits them at 85 % of the canvas. Relative to the canvas.
 */
export async function topViewPoint(page: Page, x: number, y: number) {
  const box = (await page.locator('[data-testid=view3d] canvas').boundingBox())!;
  const zoom = Math.min(box.width / 9.2, box.height / 6.2) * 0.85;
  return { x: box.width / 2 + (x / 1000 - 4.5) * zoom, y: box.height / 2 + (y / 1000 - 3) * zoom, box };
}
