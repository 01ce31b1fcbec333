/** Measuring a WebGL page in Chromium without touching its code: draw calls and frames, orbit drags, heap. */
import type { Page } from 'playwright-core';

/** Counts WebGL draw calls per animation frame and when frames were drawn (page time, ms). */
export const INSTRUMENT = `(() => {
  const stats = { frames: [], draws: 0 };
  window.__bench = stats;
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced', 'drawRangeElements']) {
      const original = proto[name];
      if (!original) continue;
      proto[name] = function (...args) { stats.draws++; return original.apply(this, args); };
    }
  }
  const tick = (t) => { if (stats.draws > 0) { stats.frames.push({ t, draws: stats.draws }); stats.draws = 0; } requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();`;

export interface Frame {
  t: number;
  draws: number;
}

export const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: { frames: Frame[] } }).__bench.frames);
export const now = (page: Page) => page.evaluate(() => performance.now());

/** Waits for the first frame drawn. */
export async function firstFrame(page: Page): Promise<Frame> {
  await page.waitForFunction(
    () => (window as unknown as { __bench: { frames: unknown[] } }).__bench.frames.length > 0,
    null,
    {
      timeout: 180_000,
    },
  );
  return (await frames(page))[0]!;
}

/** The first frame of the final draw count, once it has not changed for `quietMs` (every model is in). */
export async function steadyFrame(page: Page, quietMs = 3000, timeoutMs = 300_000): Promise<Frame> {
  const start = Date.now();
  let count = -1;
  let since = Date.now();
  while (Date.now() - start < timeoutMs) {
    const all = await frames(page);
    const latest = all[all.length - 1]!;
    if (latest.draws !== count) {
      count = latest.draws;
      since = Date.now();
    } else if (Date.now() - since > quietMs) {
      const lastOther = all.findLastIndex((f) => f.draws !== count);
      return all[lastOther + 1]!;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the scene never settled');
}

/** Frame gaps and draw counts of one orbit drag across the middle of an element. */
export async function orbit(page: Page, selector: string, steps: number, direction: 1 | -1) {
  const box = (await page.locator(selector).boundingBox())!;
  return drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, steps, direction);
}

/**
 * Frame gaps and draw counts of one mouse drag from a page point: `steps` moves of 3 px sideways
 * (towards `direction`) with a gentle wave up and down.
 */
export async function drag(page: Page, from: { x: number; y: number }, steps: number, direction: 1 | -1) {
  await page.bringToFront();
  const { x, y } = from;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const start = await now(page);
  for (let i = 1; i <= steps; i++) await page.mouse.move(x + direction * i * 3, y + Math.sin(i / 12) * 25);
  const end = await now(page);
  await page.mouse.up();
  const during = (await frames(page)).filter((f) => f.t > start && f.t <= end);
  return {
    gaps: during.slice(1).map((f, i) => f.t - during[i]!.t),
    draws: during.map((f) => f.draws),
    frames: during.length,
    end: { x: x + direction * steps * 3, y: y + Math.sin(steps / 12) * 25 },
  };
}

/** JS heap in use after a garbage collection, MB. */
export async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 2 ** 20;
}

/** The value at a quantile of a list of numbers. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
