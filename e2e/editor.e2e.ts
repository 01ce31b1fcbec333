import { join } from 'node:path';

/** Where screenshots go (e2e/support/browser.ts writes there too). */
const ARTIFACTS = join(import.meta.dirname, '../test-artifacts');

import {
  addOpening,
  addRectangularRoom,
  createEmptyDesign,
  type Design,
  setRoomProps,
} from '@roomcraft/scene';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { chooseFromMenu, DEMO_PASSWORD, signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: TestBrowser;
let token: string;
let designerId: string;
let projectId: string;

interface StoredDesign {
  floors: {
    walls: unknown[];
    rooms: { name: string; type: string }[];
    openings: { editorTypeCode: number; wallId: string }[];
  }[];
}

async function api<T>(method: string, path: string, body?: unknown, as = token): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(as ? { authorization: `Bearer ${as}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Where a plan point (mm) is on the page, from the transform the plan publishes on its element. */
async function planPoint(page: Page, x: number, y: number) {
  const plan = page.getByTestId('plan');
  const box = (await plan.boundingBox())!;
  const view = await plan.evaluate((el) => {
    const data = (el as SVGSVGElement).dataset;
    return { scale: Number(data.scale), x: Number(data.originX), y: Number(data.originY) };
  });
  return { x: box.x + view.x + x * view.scale, y: box.y + view.y + y * view.scale };
}

async function moveTo(page: Page, x: number, y: number) {
  const p = await planPoint(page, x, y);
  await page.mouse.move(p.x, p.y, { steps: 3 });
}

/** A click at a plan point, as a person makes it: move there, press, release. */
async function clickPlan(page: Page, x: number, y: number) {
  await moveTo(page, x, y);
  await page.mouse.down();
  await page.mouse.up();
}

async function dragPlan(page: Page, from: [number, number], to: [number, number]) {
  await moveTo(page, ...from);
  await page.mouse.down();
  const p = await planPoint(page, ...to);
  await page.mouse.move(p.x, p.y, { steps: 12 });
  await page.mouse.up();
}

/** Waits until CSS transitions and animations on the page have finished (a dialog fading in). */
async function settled(page: Page) {
  await page.evaluate('Promise.allSettled(document.getAnimations().map((a) => a.finished))');
}

async function waitSaved(page: Page) {
  await page.locator('[data-testid=save-status][data-state=saved]').waitFor({ timeout: 20_000 });
}

async function stored(id = projectId): Promise<StoredDesign> {
  return (await api<{ design: StoredDesign }>('GET', `/api/v1/projects/${id}/design`)).design;
}

async function signInByApi(email: string) {
  return api<{ token: string; user: { id: string } }>(
    'POST',
    '/auth/login',
    { email, password: DEMO_PASSWORD },
    '',
  );
}

/** A 5 × 4 m room with a door, made with the scene package's actions as the editor would. */
function studio(): Design {
  let design = createEmptyDesign();
  design = addRectangularRoom(design, {
    origin: { x: 0, y: 0 },
    width: 5000,
    depth: 4000,
    name: 'Studio',
    type: 'LIVING',
  });
  const floor = design.floors[0]!;
  const y = (id: string) => floor.corners.find((c) => c.archiId === id)!.position.y;
  const bottom = floor.walls.find((w) => y(w.corners[0]) === 4000 && y(w.corners[1]) === 4000)!;
  return addOpening(design, { wallId: bottom.archiId, editorTypeCode: 51, offset: 2500 });
}

beforeAll(async () => {
  server = await startServer();
  const login = await api<{ token: string; user: { id: string } }>('POST', '/auth/login', {
    email: 'designer@demo.example',
    password: DEMO_PASSWORD,
  });
  token = login.token;
  designerId = login.user.id;
  const created = await api<{ project: { id: string } }>('POST', `/api/v1/projects/users/${login.user.id}`, {
    name: 'Two-room flat',
  });
  projectId = created.project.id;
  browser = await launchBrowser();
  await signIn(browser.page, server.url, 'designer@demo.example');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the plan editor', () => {
  it('draws a two-room flat with a door and two windows, types its rooms, undoes, redoes and reloads', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/editor/${projectId}`);
    await page.getByTestId('plan').waitFor();
    await expect.poll(() => page.getByTestId('project-name').textContent()).toBe('Two-room flat');
    await screenshot(page, 'editor-1-empty');

    // The outer walls: W, four clicks, and a click on the first corner closes the room.
    await page.keyboard.press('w');
    for (const [x, y] of [
      [0, 0],
      [8000, 0],
      [8000, 5000],
      [0, 5000],
    ] as const) {
      await clickPlan(page, x, y);
    }
    await moveTo(page, 40, 30);
    await screenshot(page, 'editor-2-closing');
    await clickPlan(page, 40, 30);
    await expect.poll(() => page.locator('[data-room]').count()).toBe(1);

    // A partition from the top wall down, its length typed: 5 m, Enter, Esc.
    await clickPlan(page, 5000, 0);
    await moveTo(page, 5000, 2200);
    await page.keyboard.type('5');
    await screenshot(page, 'editor-3-typing-length');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-room]').count()).toBe(2);

    // A door in the partition, two windows in the top wall.
    await page.keyboard.press('d');
    await clickPlan(page, 5000, 2500);
    await page.keyboard.press('n');
    await moveTo(page, 2500, 20);
    await screenshot(page, 'editor-4-placing-window');
    await clickPlan(page, 2500, 20);
    await clickPlan(page, 6500, -20);
    await expect.poll(() => page.locator('[data-opening]').count()).toBe(3);

    // Room types from the property panel.
    await page.keyboard.press('v');
    await clickPlan(page, 2500, 2500);
    await page.getByTestId('room-panel').waitFor();
    await page.getByTestId('room-panel').getByLabel('Room type', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Living room', exact: true }).click();
    await clickPlan(page, 6500, 3000);
    await page.getByTestId('room-panel').getByLabel('Room type', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Bedroom', exact: true }).click();
    await clickPlan(page, 10_500, 6500);
    await expect
      .poll(() => page.locator('[data-room-label]').allTextContents())
      .toEqual([expect.stringContaining('Living room'), expect.stringContaining('Bedroom')]);
    await screenshot(page, 'editor-5-flat');

    // Undo takes the bedroom's type back, redo gives it again.
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => page.locator('[data-room-label]').allTextContents())
      .toEqual([expect.stringContaining('Living room'), expect.stringContaining('Room')]);
    await page.keyboard.press('Control+Shift+z');
    await expect
      .poll(() => page.locator('[data-room-label]').allTextContents())
      .toEqual([expect.stringContaining('Living room'), expect.stringContaining('Bedroom')]);

    await waitSaved(page);
    const design = await stored();
    const floor = design.floors[0]!;
    expect(floor.walls).toHaveLength(7);
    expect(floor.rooms.map((r) => r.type).sort()).toEqual(['BEDROOM', 'LIVING']);
    expect(floor.openings.map((o) => o.editorTypeCode).sort()).toEqual([51, 58, 58]);

    // A reload shows the same plan.
    await page.reload();
    await page.getByTestId('plan').waitFor();
    await expect.poll(() => page.locator('[data-wall]').count()).toBe(7);
    await expect.poll(() => page.locator('[data-opening]').count()).toBe(3);
    await expect
      .poll(() => page.locator('[data-room-label]').allTextContents())
      .toEqual([expect.stringContaining('Living room'), expect.stringContaining('Bedroom')]);
    expect(await page.getByTestId('wall-count').textContent()).toBe('7');
    await screenshot(page, 'editor-6-reloaded');

    // Dragging the outer wall moves it parallel, its neighbours following; undo puts it back.
    const dimensions = () => page.locator('[data-testid=dimensions] text').allTextContents();
    await dragPlan(page, [8000, 1500], [8520, 1480]);
    await expect.poll(dimensions).toContain('3500');
    await page.keyboard.press('Control+z');
    await expect.poll(dimensions).toContain('3000');

    // A wall selected shows its properties; the measure tool measures the flat.
    await clickPlan(page, 8000, 2500);
    await page.getByTestId('wall-length').waitFor();
    await page.keyboard.press('m');
    await clickPlan(page, 0, 0);
    await clickPlan(page, 8000, 5000);
    await screenshot(page, 'editor-7-selected-and-measured');
    expect(browser.errors).toEqual([]);
  });

  it('shows a VIEW share read-only, retries a lost connection, and reloads a design changed elsewhere', async () => {
    const { project } = await api<{ project: { id: string } }>(
      'POST',
      `/api/v1/projects/users/${designerId}`,
      {
        name: 'Studio',
        design: studio(),
      },
    );
    const viewer = await signInByApi('designer2@demo.example');
    await api('POST', `/api/v1/shared-projects/${project.id}/access`, {
      userId: viewer.user.id,
      accessType: 'VIEW',
    });

    // The second designer sees the plan, may select and measure, but changes nothing.
    const second = await launchBrowser();
    try {
      const page = second.page;
      await signIn(page, server.url, 'designer2@demo.example');
      await page.goto(`${server.url}/editor/${project.id}`);
      await page.getByTestId('read-only').waitFor();
      await expect.poll(() => page.locator('[data-wall]').count()).toBe(4);
      expect(await page.getByRole('button', { name: 'Draw walls' }).count()).toBe(0);
      await page.keyboard.press('w');
      expect(await page.getByTestId('plan').getAttribute('data-tool')).toBe('select.idle');
      await clickPlan(page, 5000, 2000);
      await page.getByTestId('wall-length').waitFor();
      await page.keyboard.press('Delete');
      await expect.poll(() => page.locator('[data-wall]').count()).toBe(4);
      await screenshot(page, 'editor-8-read-only');
      expect(second.errors).toEqual([]);
    } finally {
      await second.close();
    }

    // The owner edits while the connection drops: the editor says so and saves once it is back.
    const { page } = browser;
    await page.goto(`${server.url}/editor/${project.id}`);
    await expect.poll(() => page.locator('[data-wall]').count()).toBe(4);
    const offline = (route: import('playwright-core').Route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue();
    await page.route('**/api/v1/projects/*/design', offline);
    await page.keyboard.press('v');
    await clickPlan(page, 2500, 2000);
    await page.getByTestId('room-panel').getByLabel('Name').fill('Studio flat');
    await page.getByTestId('room-panel').getByLabel('Name').press('Enter');
    await page.locator('[data-testid=save-status][data-state=offline]').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('save-status').textContent()).toMatch(/Offline — retrying in \d+ s/);
    await screenshot(page, 'editor-9-offline');
    await page.unroute('**/api/v1/projects/*/design', offline);
    await waitSaved(page);
    expect((await stored(project.id)).floors[0]!.rooms[0]!.name).toBe('Studio flat');

    // Someone saves the project elsewhere: the next save is refused, nothing is overwritten.
    const current = await api<{ version: number; design: Design }>(
      'GET',
      `/api/v1/projects/${project.id}/design`,
    );
    const roomId = current.design.floors[0]!.rooms[0]!.archiId;
    const elsewhere = setRoomProps(current.design, { roomIds: [roomId], name: 'Renamed elsewhere' });
    await api('PUT', `/api/v1/projects/${project.id}/design`, {
      version: current.version,
      design: elsewhere,
    });
    await page.keyboard.press('Escape');
    await dragPlan(page, [5000, 2000], [5600, 2000]);
    await page.getByTestId('conflict').waitFor({ timeout: 10_000 });
    await screenshot(page, 'editor-10-conflict');
    expect((await stored(project.id)).floors[0]!.rooms[0]!.name).toBe('Renamed elsewhere');
    await page.getByRole('button', { name: 'Reload the saved design' }).click();
    await page.getByTestId('conflict').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('[data-wall]').count()).toBe(4);
    await expect
      .poll(() => page.locator('[data-room-label]').allTextContents())
      .toEqual([expect.stringContaining('Renamed elsewhere')]);

    // The plan as PNG and SVG files, with its dimensions.
    await page.getByRole('button', { name: 'Export' }).click();
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Plan as PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('Studio-1F.png');
    await png.saveAs(join(ARTIFACTS, 'editor-export.png'));
    await page.getByRole('button', { name: 'Export' }).click();
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Plan as SVG' }).click(),
    ]);
    await svg.saveAs(join(ARTIFACTS, 'editor-export.svg'));

    // In Korean, areas are also given in pyeong.
    await chooseFromMenu(page, 'Language', '한국어');
    await expect.poll(() => page.locator('[data-room-label]').first().textContent()).toContain('평');
    await screenshot(page, 'editor-11-korean');
    await chooseFromMenu(page, '언어', 'English');
    expect(browser.errors).toEqual([]);
  });

  it('adds a floor over another, traces a scanned plan at a set scale, lists the shortcuts, shows 3D beside the plan', async () => {
    const { project } = await api<{ project: { id: string } }>(
      'POST',
      `/api/v1/projects/users/${designerId}`,
      {
        name: 'Two storeys',
        design: studio(),
      },
    );
    const { page } = browser;
    await page.goto(`${server.url}/editor/${project.id}`);
    await expect.poll(() => page.locator('[data-wall]').count()).toBe(4);

    // A floor above: the one below shows faintly to draw over; a room drawn there; renamed.
    await page.getByRole('button', { name: 'Add floor' }).click();
    await expect.poll(() => page.getByTestId('floor-row').count()).toBe(2);
    await page.getByTestId('floor-below').waitFor();
    expect(await page.locator('[data-wall]').count()).toBe(0);
    await page.keyboard.press('r');
    await dragPlan(page, [0, 0], [3000, 4000]);
    await expect.poll(() => page.locator('[data-room]').count()).toBe(1);
    await page.getByTestId('floor-row').nth(1).getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('textbox', { name: 'Rename' }).fill('Loft');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('floor-row').nth(1).textContent()).toContain('Loft');
    await page.keyboard.press('Escape');
    await screenshot(page, 'editor-12-floor-above');

    // A scanned plan: 500 × 400 px with a 400 px line along its bottom; marking it as 8 m sets 20 mm a pixel.
    const scan = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400"><rect x="50" y="40" width="400" height="280" fill="none" stroke="#222" stroke-width="8"/><line x1="250" y1="40" x2="250" y2="320" stroke="#222" stroke-width="5"/><line x1="50" y1="360" x2="450" y2="360" stroke="#c00" stroke-width="3"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: scan });
    const image = page.getByTestId('tracing-image');
    await image.waitFor();
    await expect.poll(() => page.getByTestId('plan').getAttribute('data-tool')).toBe('calibrate.idle');
    const placed = await image.evaluate((el) => ({
      x: Number(el.getAttribute('x')),
      y: Number(el.getAttribute('y')),
      scale: Number(el.getAttribute('width')) / 500,
    }));
    const pixel = (px: number, py: number) =>
      [placed.x + px * placed.scale, placed.y + py * placed.scale] as const;
    await clickPlan(page, ...pixel(50, 360));
    await clickPlan(page, ...pixel(450, 360));
    await page.keyboard.type('8');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('tracing-panel').textContent())
      .toContain('Scale: 1 image pixel = 20.00 mm');
    await page.keyboard.press('f');
    await screenshot(page, 'editor-13-tracing');

    // The shortcuts, on ?.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await settled(page);
    await screenshot(page, 'editor-14-help');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(browser.errors).toEqual([]);

    // The 3D view beside the plan, when it is built.
    if (await page.getByText('Split', { exact: true }).count()) {
      await page.getByText('Split', { exact: true }).click();
      await page.locator('canvas').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      await screenshot(page, 'editor-15-split');
    }
  });
});
