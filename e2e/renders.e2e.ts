import type { RenderWorker } from '@roomcraft/worker';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { callAs, projectWithLivingRoom, renderWorkers, shrinkQueuedJobs } from './support/renders.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: TestBrowser;
let worker: RenderWorker;
let projectId: string;
let token: string;

const api = <T>(method: string, path: string, body?: unknown) => callAs<T>(server, method, path, token, body);

beforeAll(async () => {
  server = await startServer();
  ({ token, projectId } = await projectWithLivingRoom(server, 'designer@demo.example', 'Render flat'));
  const workers = renderWorkers(server);
  worker = workers.full;
  // The worker without Chromium announces its engines first (the queue is still empty).
  expect(await workers.withoutChromium.drain()).toBe(0);
  browser = await launchBrowser();
});

// What the page showed when a test failed, to look at.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  console.error('page errors:', browser.errors);
  await screenshot(browser.page, `renders-failed-${task.name.slice(0, 24).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('renders in the browser', () => {
  it('says which engine the workers lack before anything is asked', async () => {
    const { page } = browser;
    const engines = await api<{ engines: { available: boolean }[] }>('GET', '/api/v1/renders/engines');
    expect(engines.json.engines.map((e) => e.available)).toEqual([true, false]);
    await signIn(page, server.url, 'designer@demo.example');
    await page.goto(`${server.url}/projects/${projectId}/renders`);
    await page.getByRole('button', { name: 'New render' }).click();
    const dialog = page.getByRole('dialog', { name: 'New render' });
    await dialog
      .getByText('WebGL engine missing: Chromium is not installed (apt-get install chromium)')
      .waitFor();
    expect(await dialog.getByRole('radio', { name: 'WebGL draft' }).isDisabled()).toBe(true);
    await screenshot(page, 'renders-dialog-engine-missing');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The full worker announces itself; from now on both engines are there.
    expect(await worker.drain()).toBe(0);
  });

  it('asks for a top view, a WebGL panorama and a tour, follows them live, and opens the lightbox and viewers', {
    timeout: 300_000,
  }, async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .first()
      .getByRole('link', { name: 'Renders' })
      .click();
    await page.getByRole('heading', { name: 'Renders', exact: true }).waitFor();
    await screenshot(page, 'renders-index');
    await page.getByRole('link', { name: /Render flat/ }).click();
    await page.getByRole('heading', { name: 'Renders of Render flat' }).waitFor();
    await page.getByText('No renders yet', { exact: true }).waitFor();
    await page.getByTestId('render-feed-mode').getByText('Live').waitFor();
    await screenshot(page, 'renders-gallery-empty');

    await page.getByRole('button', { name: 'Top view' }).click();
    await page.getByText('Render queued').first().waitFor();

    await page.getByRole('button', { name: 'New render' }).click();
    const dialog = page.getByRole('dialog', { name: 'New render' });
    await dialog.getByTestId('render-type-panorama').click();
    await dialog.getByRole('radio', { name: '6K' }).waitFor();
    expect(await dialog.getByRole('radio', { name: '24K' }).isDisabled()).toBe(true);
    await dialog.getByText('Living', { exact: true }).waitFor();
    await dialog.getByRole('radio', { name: 'WebGL draft' }).click();
    expect(await dialog.getByRole('radio', { name: 'WebGL draft' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await screenshot(page, 'renders-dialog-panorama');
    await dialog.getByRole('button', { name: 'Render', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'New render' }).click();
    await dialog.getByTestId('render-type-tour').click();
    await dialog.getByText('Living 2', { exact: true }).waitFor();
    await dialog.getByRole('radio', { name: 'WebGL draft' }).click();
    await screenshot(page, 'renders-dialog-tour');
    await dialog.getByRole('button', { name: 'Render 2' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const queue = page.getByRole('region', { name: 'Render queue' });
    await expect.poll(() => queue.getByTestId('render-job').count(), { timeout: 10_000 }).toBe(4);
    // Each engine has its own queue; the jobs of one request share their creation time, so both
    // tour panoramas wait behind the WebGL panorama as number 2.
    await expect.poll(() => queue.getByText('Number 2 in the queue').count()).toBe(2);
    await screenshot(page, 'renders-queued');

    expect(await shrinkQueuedJobs(server)).toBe(4);
    const draining = worker.drain();
    await queue.locator('[data-state="RUNNING"]').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'renders-running');
    expect(await draining).toBe(4);
    await expect.poll(() => queue.locator('[data-state="DONE"]').count(), { timeout: 15_000 }).toBe(4);
    const grid = page.getByTestId('gallery-grid');
    await expect.poll(() => grid.getByTestId('gallery-card').count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => grid.locator('img').count(), { timeout: 15_000 }).toBe(3);
    await screenshot(page, 'renders-gallery-done');

    // The lightbox: arrows step through the pictures, + zooms, Esc closes.
    await grid.getByRole('button', { name: 'Open Top view' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Top view' });
    await lightbox.getByText(/^[12] \/ 2$/).waitFor();
    await page.waitForTimeout(400); // the modal's opening transition
    await screenshot(page, 'renders-lightbox-top-view');
    await page.keyboard.press('+');
    expect(await lightbox.getByRole('img', { name: 'Top view' }).getAttribute('style')).toContain(
      'scale(1.5)',
    );
    await page.keyboard.press('ArrowRight');
    const panorama = page.getByTestId('panorama-viewer');
    await panorama.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 45_000 });
    const box = (await panorama.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 300, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(300);
    await screenshot(page, 'renders-panorama-viewer');
    await page.keyboard.press('Escape');
    await panorama.waitFor({ state: 'detached' });

    // The tour: a hotspot marks the other panorama's place and walks there.
    await grid.getByRole('button', { name: /Open Tour from Living 1/ }).click();
    const tour = page.getByTestId('tour-viewer');
    await tour.and(page.locator('[data-stop="Living 1"]')).waitFor();
    await tour.locator('[data-testid="panorama-viewer"][data-state="ready"]').waitFor({ timeout: 45_000 });
    await screenshot(page, 'renders-tour-living-1');
    await tour.getByRole('button', { name: 'Walk to Living 2' }).click();
    await tour.and(page.locator('[data-stop="Living 2"]')).waitFor();
    await tour.locator('[data-testid="panorama-viewer"][data-state="ready"]').waitFor({ timeout: 45_000 });
    await screenshot(page, 'renders-tour-living-2');
    await page.keyboard.press('Escape');

    expect(browser.errors).toEqual([]);
  });

  it('falls back to polling every 2 s when the stream breaks', async () => {
    const { page } = browser;
    await page.route('**/api/v1/renders/stream**', (route) => route.abort());
    await page.goto(`${server.url}/projects/${projectId}/renders`);
    const queue = page.getByRole('region', { name: 'Render queue' });
    await page.getByTestId('render-feed-mode').getByText('Reconnecting').waitFor();
    await expect.poll(() => queue.getByTestId('render-job').count()).toBe(4);
    const before = 4;
    // A render asked for elsewhere (another tab, the editor) still shows up, read by polling.
    const asked = await api('POST', '/api/v1/renders', {
      projectId,
      type: 5,
      tier: 'standard-render',
    });
    expect(asked.status).toBe(201);
    await expect.poll(() => queue.getByTestId('render-job').count(), { timeout: 5_000 }).toBe(before + 1);
    await queue.getByText('Bird view').first().waitFor();
    await screenshot(page, 'renders-queue-polling');
    await page.unroute('**/api/v1/renders/stream**');
    await chooseFromMenu(page, 'Language', '한국어');
    await page.getByRole('heading', { name: 'Render flat의 렌더' }).waitFor();
    await page.getByTestId('render-feed-mode').getByText('실시간').waitFor({ timeout: 45_000 });
    await screenshot(page, 'renders-gallery-ko');
    expect(browser.errors).toEqual([]);
  });

  it('shows a refusal next to what it concerns', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/projects/${projectId}/renders`);
    const refusals = [
      { code: 'quota_exhausted', message: 'No 6k-panorama units are left this month.' },
      {
        code: 'validation_failed',
        message: 'Invalid request',
        details: [{ field: 'body.cameras.0.target', message: 'must differ from the position' }],
      },
    ];
    await page.route('**/api/v1/renders', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: refusals[0]!.code === 'quota_exhausted' ? 409 : 400,
            json: refusals.shift(),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: /새 렌더|New render/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('render-type-panorama').click();
    await dialog.getByRole('button', { name: /^(Render|1장 렌더)$/ }).click();
    await dialog.getByText(/No units of this quality|이번 달 이 품질의 남은 횟수가 없습니다/).waitFor();
    await screenshot(page, 'renders-dialog-quota-exhausted');
    await dialog.getByRole('button', { name: /^(Render|1장 렌더)$/ }).click();
    await dialog.getByText(/“Living”: must differ from the position/).waitFor();
    await screenshot(page, 'renders-dialog-camera-refused');
    await page.unroute('**/api/v1/renders');
  });

  it('fits a phone', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/projects/${projectId}/renders`);
    await page.getByTestId('gallery-grid').waitFor();
    await screenshot(page, 'renders-phone-gallery');
    await page
      .getByTestId('gallery-grid')
      .getByRole('button', { name: /^(Open Living|Living 열기)$/ })
      .click();
    await page.locator('[data-testid="panorama-viewer"][data-state="ready"]').waitFor({ timeout: 45_000 });
    await screenshot(page, 'renders-phone-panorama');
    await page.keyboard.press('ArrowRight');
    await page
      .getByRole('dialog')
      .getByRole('img', { name: /Top view|평면도/ })
      .waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'renders-phone-lightbox');
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(browser.errors).toEqual([]);
  });
});
