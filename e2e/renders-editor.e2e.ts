import type { Design } from '@roomcraft/scene';
import type { RenderWorker } from '@roomcraft/worker';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { livingRoomDesign } from '../apps/server/src/modules/renders/test-design.ts';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { clickPlanDrawing } from './support/editor.ts';
import { signIn } from './support/flows.ts';
import { callAs, projectWithLivingRoom, renderWorkers, shrinkQueuedJobs } from './support/renders.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: TestBrowser;
let worker: RenderWorker;
let projectId: string;
let token: string;

const api = <T>(method: string, path: string, body?: unknown) => callAs<T>(server, method, path, token, body);

/** The living room with one camera saved on its floor, as the editor's camera tool keeps it. */
function withSavedCamera(design: Design): Design {
  const [floor, ...rest] = design.floors;
  const camera = {
    archiId: 'camera-window-seat',
    name: 'Window seat',
    position: { x: 800, y: 3400, z: 1500 },
    target: { x: 3500, y: 600, z: 1200 },
    fovDeg: 60,
  };
  return { ...design, floors: [{ ...floor!, cameras: [camera] }, ...rest] };
}

beforeAll(async () => {
  server = await startServer();
  ({ token, projectId } = await projectWithLivingRoom(server, 'designer@demo.example', 'Editor flat'));
  const saved = await api<{ version: number }>('GET', `/api/v1/projects/${projectId}/design`);
  const put = await api('PUT', `/api/v1/projects/${projectId}/design`, {
    version: saved.json.version,
    design: withSavedCamera(livingRoomDesign()),
  });
  expect(put.status).toBe(200);
  worker = renderWorkers(server).full;
  // The worker announces its engines (the queue is still empty).
  expect(await worker.drain()).toBe(0);
  browser = await launchBrowser();
});

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  console.error('page errors:', browser.errors);
  await screenshot(browser.page, `renders-editor-failed-${task.name.slice(0, 24).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('rendering from the editor, and bundles', () => {
  it('renders a WebGL draft from a saved camera with the editor’s Render button and follows it live', {
    timeout: 180_000,
  }, async () => {
    const { page } = browser;
    await signIn(page, server.url, 'designer@demo.example');
    await page.goto(`${server.url}/editor/${projectId}`);
    await page.getByTestId('editor').waitFor();
    await page.getByTestId('editor-render').click();
    const dialog = page.getByRole('dialog', { name: 'New render' });
    // The floor's saved camera is offered, ticked, for a shot.
    const camera = dialog.getByRole('checkbox', { name: /Window seat/ });
    await camera.waitFor();
    expect(await camera.isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'WebGL draft' }).click();
    await screenshot(page, 'renders-editor-dialog');
    await dialog.getByRole('button', { name: 'Render', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const queue = page.getByTestId('editor-render-queue');
    await queue.getByTestId('render-job').waitFor();
    await queue.getByText('Number 1 in the queue').waitFor();
    await screenshot(page, 'renders-editor-queued');
    const [job] = (await api<{ renders: { camera: unknown; engine: string }[] }>('GET', '/api/v1/renders'))
      .json.renders;
    expect(job).toMatchObject({
      engine: 'WEBGL',
      camera: { name: 'Window seat', position: { x: 800, y: 3400, z: 1500 }, fovDeg: 60 },
    });

    expect(await shrinkQueuedJobs(server)).toBe(1);
    const draining = worker.drain();
    await queue.locator('[data-state="RUNNING"]').waitFor({ timeout: 60_000 });
    await screenshot(page, 'renders-editor-running');
    expect(await draining).toBe(1);
    await queue.locator('[data-state="DONE"]').waitFor({ timeout: 15_000 });
    await queue.getByRole('button', { name: 'Open the picture' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Window seat' });
    await lightbox.getByRole('img', { name: 'Window seat' }).waitFor();
    await page.waitForTimeout(400); // the modal's opening transition
    await screenshot(page, 'renders-editor-lightbox');
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });

    // The gallery has the picture too.
    await queue.getByRole('link', { name: 'Open the project’s gallery' }).click();
    const grid = page.getByTestId('gallery-grid');
    await grid.getByRole('button', { name: 'Open Window seat' }).waitFor();
    await screenshot(page, 'renders-editor-gallery');

    // The characteristic filter: products marked in the render make it shoppable (ITEM), not an option.
    const [image] = (await api<{ data: { id: string }[] }>('GET', `/api/v1/image?projectId=${projectId}`))
      .json.data;
    await api('PUT', `/api/v1/image/${image!.id}/items`, { items: [{ productId: 'sofa-grey' }] });
    const filterBy = async (label: string) => {
      await page.getByLabel('Products shown', { exact: true }).first().click();
      await page.getByRole('option', { name: label }).click();
    };
    await filterBy('Shows options');
    await page.getByText('No renders match these filters').waitFor();
    await filterBy('Shows products');
    await grid.getByRole('button', { name: 'Open Window seat' }).waitFor();
    await screenshot(page, 'renders-gallery-characteristic-filter');
    expect(browser.errors).toEqual([]);
  });

  it('places and aims a camera from the dialog when the floor has none', async () => {
    const { page } = browser;
    const bare = await projectWithLivingRoom(server, 'designer@demo.example', 'Bare flat');
    await page.goto(`${server.url}/editor/${bare.projectId}`);
    await page.getByTestId('editor-render').click();
    const dialog = page.getByRole('dialog', { name: 'New render' });
    // Without cameras the dialog opens on the top view, which needs none.
    await dialog.getByText('Frames the whole floor by itself.').waitFor();
    await dialog.getByRole('radio', { name: 'Panorama' }).click();
    const placer = dialog.getByRole('region', { name: 'Place a camera' });
    const submit = dialog.getByRole('button', { name: 'Render', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    const plan = placer.getByRole('application', {
      name: 'Plan: click where the camera stands, then what it looks at',
    });
    await clickPlanDrawing(plan, 1500, 2000);
    await placer.getByText('Now click what it looks at.').waitFor();
    await clickPlanDrawing(plan, 4000, 2000);
    await placer.getByLabel('Camera name').fill('Sofa corner');
    await screenshot(page, 'renders-editor-place-camera');
    await placer.getByRole('button', { name: 'Add camera' }).click();
    const placed = dialog.getByRole('checkbox', { name: /Sofa corner/ });
    await placed.waitFor();
    expect(await placed.isChecked()).toBe(true);
    expect(await submit.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The camera is the design's: saved, where it was clicked, looking where the second click was.
    type Stored = { name: string; position: { x: number; y: number }; target: { x: number; y: number } };
    const cameras = async () =>
      (
        await callAs<{ design: { floors: { cameras: Stored[] }[] } }>(
          server,
          'GET',
          `/api/v1/projects/${bare.projectId}/design`,
          bare.token,
        )
      ).json.design.floors[0]!.cameras;
    await expect.poll(async () => (await cameras()).length, { timeout: 15_000 }).toBe(1);
    const [camera] = await cameras();
    expect(camera!.name).toBe('Sofa corner');
    expect(Math.abs(camera!.position.x - 1500)).toBeLessThan(60);
    expect(Math.abs(camera!.position.y - 2000)).toBeLessThan(60);
    expect(Math.abs(camera!.target.x - 4000)).toBeLessThan(60);
  });

  it('makes a bundle of gallery pictures, orders it by dragging, publishes it, and shows it signed out', {
    timeout: 120_000,
  }, async () => {
    const { page } = browser;
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a6fd8' } })
      .png()
      .toBuffer();
    const upload = await api('POST', '/api/v1/image/dataUpload', {
      projectId,
      name: 'Mood board',
      dataUrl: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(upload.status).toBeLessThan(300);

    await page.goto(`${server.url}/projects/${projectId}/renders`);
    await page.getByRole('link', { name: 'Bundles' }).click();
    await page.getByText('No bundles yet').waitFor();
    await page.getByRole('button', { name: 'New bundle' }).click();
    const create = page.getByRole('dialog', { name: 'New bundle' });
    await create.getByLabel('Title').fill('Client pitch');
    const picker = create.getByTestId('bundle-image-picker');
    await picker.getByText('Window seat').click();
    await picker.getByText('Mood board').click();
    await screenshot(page, 'renders-bundle-create');
    await create.getByRole('button', { name: 'Create with 2 pictures' }).click();

    const cards = page.getByTestId('bundle-card');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.nth(0).getAttribute('aria-label')).toBe('Picture 1: Window seat');
    await cards.nth(1).dragTo(cards.nth(0));
    await expect.poll(() => cards.nth(0).getAttribute('aria-label')).toBe('Picture 1: Mood board');
    await page.getByLabel('Description').fill('Two views for Mrs Kim.');
    await screenshot(page, 'renders-bundle-editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The bundle is saved.').waitFor();
    // Mantine draws its own track over the switch's (invisible) input.
    await page.getByRole('switch', { name: /Not published/ }).click({ force: true });
    await page.getByText(/Published: anyone with the link/).waitFor();
    const link = await page.getByLabel('Public link').inputValue();
    await screenshot(page, 'renders-bundle-published');

    const stranger = await launchBrowser();
    try {
      await stranger.page.goto(link);
      const shown = stranger.page.getByTestId('public-bundle');
      await shown.getByRole('heading', { name: 'Client pitch' }).waitFor();
      await shown.getByText('Two views for Mrs Kim.').waitFor();
      const names = await shown.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
      expect(names).toEqual(['Mood board', 'Window seat']);
      await expect
        .poll(() =>
          shown
            .locator('img')
            .evaluateAll((imgs) =>
              imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
            ),
        )
        .toBe(true);
      await screenshot(stranger.page, 'renders-bundle-public-signed-out');
      expect(stranger.errors).toEqual([]);
    } finally {
      await stranger.close();
    }
    expect(browser.errors).toEqual([]);
  });
});
