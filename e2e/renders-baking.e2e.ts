import type { RenderWorker } from '@roomcraft/worker';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { callAs, projectWithLivingRoom, renderWorkers } from './support/renders.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: TestBrowser;
let worker: RenderWorker;
let projectId: string;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ token, projectId } = await projectWithLivingRoom(server, 'designer@demo.example', 'Baked flat'));
  worker = renderWorkers(server).full;
  browser = await launchBrowser();
}, 60_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  console.error('page errors:', browser.errors);
  await screenshot(browser.page, `renders-baking-failed-${task.name.slice(0, 24).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** How much the picture varies: a blank canvas (or one colour) has none. */
async function spread(png: Buffer): Promise<number> {
  const { channels } = await sharp(png).stats();
  return Math.max(...channels.slice(0, 3).map((c) => c.stdev));
}

/** Opens the bake from the project's gallery and waits until its scene is loaded. */
async function openWalkThrough(page: Page) {
  await page.goto(`${server.url}/projects/${projectId}/renders`);
  await page
    .getByTestId('gallery-grid')
    .getByRole('button', { name: /Walk-through/ })
    .click();
  const viewer = page.getByTestId('baked-viewer');
  await viewer.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 45_000 });
  return viewer;
}

describe('a baked walk-through in the browser', () => {
  it('bakes the flat, lists the bake in the gallery, and walks through it lit without lamps', {
    timeout: 300_000,
  }, async () => {
    const requested = await callAs<{ renders: { id: string; imageType: string }[] }>(
      server,
      'POST',
      '/api/v1/renders',
      token,
      { projectId, type: 4, tier: 'standard-render' },
    );
    expect(requested.status).toBe(201);
    expect(requested.json.renders.map((r) => r.imageType)).toEqual(['BAKING']);
    // Baked for real, but small for CI: a 256 px atlas at 16 samples.
    const job = await server.db
      .selectFrom('render_jobs')
      .select('spec')
      .where('id', '=', requested.json.renders[0]!.id)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('render_jobs')
      .set({ spec: JSON.stringify({ ...(job.spec as object), width: 256, height: 256, samples: 16 }) })
      .where('id', '=', requested.json.renders[0]!.id)
      .execute();
    const started = Date.now();
    expect(await worker.drain()).toBe(1);
    console.log(`bake of the 5 m × 4 m living room (256 px, 16 samples): ${Date.now() - started} ms`);

    const { page } = browser;
    await signIn(page, server.url, 'designer@demo.example');
    await page.goto(`${server.url}/projects/${projectId}/renders`);
    const card = page.getByTestId('gallery-grid').getByRole('button', { name: 'Open Walk-through' });
    await card.locator('img').waitFor();
    await screenshot(page, 'renders-baking-gallery');

    const viewer = await openWalkThrough(page);
    await page.getByText('W A S D to walk · drag to look around · Shift to hurry').waitFor();
    await page.waitForTimeout(400); // the modal's opening transition
    const first = await page.screenshot({ path: await screenshot(page, 'renders-baking-viewer-start') });
    expect(await spread(first)).toBeGreaterThan(8);

    // Walk forward a second and turn right: the view changes.
    const canvas = viewer.getByTestId('baked-canvas');
    await canvas.focus();
    await page.keyboard.down('KeyW');
    await page.waitForTimeout(1_000);
    await page.keyboard.up('KeyW');
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 250, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await page.waitForTimeout(200);
    const walked = await page.screenshot({ path: await screenshot(page, 'renders-baking-viewer-walked') });
    expect(walked.equals(first)).toBe(false);
    // Arrows walk in the viewer; they do not step the lightbox to another picture.
    await page.keyboard.press('ArrowRight');
    await viewer.waitFor();

    await viewer.getByRole('button', { name: 'Back to the start' }).click();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(browser.errors).toEqual([]);
  });

  it('speaks Korean when Korean is chosen', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await page.evaluate(() => localStorage.setItem('roomcraft.language', 'ko'));
    const viewer = await openWalkThrough(page);
    await page.getByText('W A S D로 걷기 · 드래그로 둘러보기 · Shift로 빠르게').waitFor();
    await viewer.getByRole('button', { name: '처음 위치로' }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'renders-baking-viewer-ko');
    expect(browser.errors).toEqual([]);
  });
});
