import type { RenderWorker } from '@roomcraft/worker';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flatItem, twoRoomFlat } from '../bench/view3d/flat.ts';
import { BED, LAMP, SOFA, TABLE } from '../bench/view3d/furniture.ts';
import { LibraryClient } from '../bench/view3d/products.ts';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { type RenderSizes, renderWorkers, shrinkQueuedJobs } from './support/renders.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: TestBrowser;
let worker: RenderWorker;
let api: LibraryClient;
let projectId: string;

/** Cameras in plan millimetres: the living room (x 0–5000, y 0–6000) from its south-east corner, and its middle. */
const draftCamera = {
  name: 'Living room draft',
  position: { x: 4400, y: 5600, z: 1500 },
  target: { x: 1200, y: 1500, z: 900 },
  fovDeg: 60,
};
const station = {
  name: 'Living room panorama',
  position: { x: 2500, y: 3000, z: 1600 },
  // Facing the window wall (north, plan y = 0).
  target: { x: 2500, y: 0, z: 1600 },
};

beforeAll(async () => {
  server = await startServer();
  const signedIn = await LibraryClient.signIn(server.url, 'designer@demo.example');
  api = signedIn.client;
  const ids: Record<string, string> = {};
  for (const spec of [SOFA, TABLE, LAMP, BED]) ids[spec.key] = await api.furniture(signedIn.userId, spec);
  await api.processed(Object.values(ids));
  await api.call('PATCH', `/v1/product/${ids.lamp}`, {
    light: { kind: 'point', intensity: 90, color: '#ffd8a8', bulbHeightMm: 400 },
  });
  const design = twoRoomFlat([
    flatItem('sofa', ids.sofa!, 10, 2500, 5200, 0, Math.PI),
    flatItem('table', ids.table!, 10, 2500, 2600),
    flatItem('lamp', ids.lamp!, 20, 3000, 2400, 760),
    flatItem('bed', ids.bed!, 10, 7000, 1250),
  ]);
  projectId = await api.project(signedIn.userId, 'Furnished flat', design);
  worker = renderWorkers(server).full;
  browser = await launchBrowser();
}, 180_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  console.error('page errors:', browser.errors);
  await screenshot(browser.page, `renders-views-failed-${task.name.slice(0, 24).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Renders for real, at sizes a person can judge: shots 640 × 360, panoramas 1024 × 512, Cycles at 24 samples. */
const JUDGEABLE_RENDERS: RenderSizes = { shot: [640, 360], panorama: [1024, 512], samples: 24 };

/** How a picture reads: its mean level and the spread of its levels (0–255). */
async function levels(picture: Buffer) {
  const { channels } = await sharp(picture).stats();
  const rgb = channels.slice(0, 3);
  return { mean: rgb.reduce((s, c) => s + c.mean, 0) / 3, spread: rgb.reduce((s, c) => s + c.stdev, 0) / 3 };
}

describe('renders of a furnished flat', () => {
  it('shows a WebGL draft of the living room, a cut-away bird view and a panorama that opens facing its aim', {
    timeout: 400_000,
  }, async () => {
    const ask = (body: object) => api.call('POST', '/v1/renders', { projectId, ...body });
    await ask({ type: 0, tier: 'standard-render', engine: 'WEBGL', cameras: [draftCamera] });
    await ask({ type: 2, tier: '6k-panorama', engine: 'WEBGL', cameras: [station] });
    await ask({ type: 5, tier: 'standard-render', engine: 'CYCLES' });
    expect(await shrinkQueuedJobs(server, JUDGEABLE_RENDERS)).toBe(3);
    expect(await worker.drain()).toBe(3);

    const { page } = browser;
    await signIn(page, server.url, 'designer@demo.example');
    await page.goto(`${server.url}/projects/${projectId}/renders`);
    const grid = page.getByTestId('gallery-grid');
    await expect.poll(() => grid.locator('img').count(), { timeout: 30_000 }).toBe(3);
    await screenshot(page, 'renders-views-gallery');

    // The draft: the furnished living room, lit (neither black nor one flat grey).
    await grid.getByRole('button', { name: 'Open Living room draft' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Living room draft' });
    const draft = lightbox.getByRole('img', { name: 'Living room draft' });
    await expect.poll(() => draft.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(640);
    await page.waitForTimeout(400); // the modal's opening transition
    await screenshot(page, 'renders-views-draft');
    const draftFile = await (
      await fetch(new URL((await draft.getAttribute('src'))!, server.url))
    ).arrayBuffer();
    const lit = await levels(Buffer.from(draftFile));
    expect(lit.mean).toBeGreaterThan(70);
    expect(lit.mean).toBeLessThan(215);
    expect(lit.spread).toBeGreaterThan(25);
    await page.keyboard.press('Escape');

    await grid.getByRole('button', { name: 'Open Bird view' }).click();
    await page.getByRole('dialog', { name: 'Bird view' }).getByRole('img', { name: 'Bird view' }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'renders-views-bird-view');
    await page.keyboard.press('Escape');

    // The panorama opens looking where its camera aimed: the window wall, level, not the ceiling.
    await grid.getByRole('button', { name: 'Open Living room panorama' }).click();
    const viewer = page.getByTestId('panorama-viewer');
    await viewer.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 45_000 });
    await page.waitForTimeout(500);
    const opening = await viewer.screenshot({ path: undefined });
    await screenshot(page, 'renders-views-panorama-opening');
    // The middle band of the picture (ahead, at eye level) is what the viewer shows first.
    const { data: images } = await api.call<{ data: { name: string; imageUrl: string }[] }>(
      'GET',
      `/v1/image?projectId=${projectId}`,
    );
    const image = images.find((i) => i.name === station.name)!.imageUrl;
    const picture = Buffer.from(await (await fetch(new URL(image, server.url))).arrayBuffer());
    const ahead = await sharp(picture).extract({ left: 448, top: 192, width: 128, height: 128 }).toBuffer();
    const shown = await sharp(opening)
      .extract({
        left: Math.round((await sharp(opening).metadata()).width! / 2 - 60),
        top: Math.round((await sharp(opening).metadata()).height! / 2 - 60),
        width: 120,
        height: 120,
      })
      .toBuffer();
    const [a, s] = [await levels(ahead), await levels(shown)];
    expect(Math.abs(a.mean - s.mean)).toBeLessThan(25);
    await page.keyboard.press('Escape');
    expect(browser.errors).toEqual([]);
  });

  it("shows the renders, a render as cover and the editor's plan on the page opened by a share link", {
    timeout: 180_000,
  }, async () => {
    const { page } = browser;
    // The editor's own door swings, as its plan draws them.
    await page.goto(`${server.url}/editor/${projectId}`);
    const plan = page.getByTestId('plan');
    await plan.locator('[data-opening]').first().waitFor();
    const swingsOf = (paths: string[]) => paths.filter(Boolean).sort();
    const editorSwings = swingsOf(
      await plan
        .locator('[data-opening] path[class*="openingSwing"]')
        .evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? '')),
    );
    expect(editorSwings.length).toBeGreaterThanOrEqual(2);
    const { shareKey } = await api.call<{ shareKey: { key: string } }>('POST', '/v2/share-keys', {
      projectId,
      visibility: 'UNLISTED',
    });

    const stranger = await launchBrowser();
    try {
      await stranger.page.goto(`${server.url}/p/${projectId}?key=${shareKey.key}`);
      await stranger.page.getByTestId('public-title').waitFor();
      const renders = stranger.page.getByTestId('public-renders');
      await expect.poll(() => renders.locator('img').count(), { timeout: 15_000 }).toBe(3);
      // No cover was uploaded: the draft shot is the cover, not the placeholder drawing.
      const cover = stranger.page.locator('img[src*="/v1/image/"]').first();
      await cover.waitFor();
      const picture = stranger.page.getByTestId('plan-picture');
      await picture.waitFor();
      await expect
        .poll(() =>
          stranger.page
            .locator('img')
            .evaluateAll((imgs) =>
              imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
            ),
        )
        .toBe(true);
      await screenshot(stranger.page, 'renders-views-shared-page');
      await picture.scrollIntoViewIfNeeded();
      await screenshot(stranger.page, 'renders-views-shared-plan');
      // The shared plan is the editor's drawing: the same door swings, path for path.
      const svg = decodeURIComponent((await picture.getAttribute('src'))!.split(',')[1]!);
      const sharedSwings = swingsOf(
        [...svg.matchAll(/<path d="([^"]+)" fill="none" stroke="#6b7385"/g)].map((m) => m[1]!),
      );
      expect(sharedSwings).toEqual(editorSwings);
      expect(svg).toContain('>Living room<');
      expect(svg).toContain('>Bedroom<');
      // A panorama opens in the viewer.
      await renders.getByRole('link', { name: 'Open Living room panorama' }).click();
      await stranger.page
        .getByTestId('panorama-viewer')
        .and(stranger.page.locator('[data-state="ready"]'))
        .waitFor({ timeout: 45_000 });
      await screenshot(stranger.page, 'renders-views-shared-panorama');
      expect(stranger.errors).toEqual([]);
    } finally {
      await stranger.close();
    }
  });
});
