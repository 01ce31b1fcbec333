/**
 * Furnishing as a designer does it, through what the page shows (roles, labels, text): furniture
 * drawn to size in the plan, the inspector, the keyboard, dragging products in 3D, and names for
 * every control; in English and in Korean.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatItem, twoRoomFlat } from '../bench/view3d/flat.ts';
import { SOFA, WALL_SHELF } from '../bench/view3d/furniture.ts';
import { LibraryClient } from '../bench/view3d/products.ts';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';
import { topViewPoint } from './support/view3d.ts';

let server: TestServer;
let browser: TestBrowser;
let api: LibraryClient;
let userId: string;
const ids: Record<string, string> = {};
const sizes: Record<string, { width: number; depth: number; height: number }> = {};

interface SavedItem {
  archiId: string;
  optionId?: string;
  position: { x: number; y: number; z: number };
  rotation: { z: number };
  scale: { x: number; y: number; z: number };
  lock: boolean;
  visible: boolean;
}

async function savedItems(projectId: string): Promise<SavedItem[]> {
  const { design } = await api.call<{ design: { floors: { items: SavedItem[] }[] } }>(
    'GET',
    `/v1/projects/${projectId}/design`,
  );
  return design.floors[0]!.items;
}

/** The stored item, once the editor has saved what the page shows. */
async function saved(page: Page, projectId: string, id: string): Promise<SavedItem | undefined> {
  await page
    .getByTestId('save-status')
    .filter({ hasText: /Saved|저장됨/ })
    .waitFor({ timeout: 30_000 });
  return (await savedItems(projectId)).find((i) => i.archiId === id);
}

/** A living room with the sofa in the middle and the shelf on the north wall. */
async function furnishedProject(name: string): Promise<string> {
  return api.project(
    userId,
    name,
    twoRoomFlat([
      flatItem('sofa', ids.sofa!, 10, 2500, 3000),
      flatItem('shelf', ids.shelf!, 30, 2500, 100 + sizes.shelf!.depth / 2, 1225),
    ]),
  );
}

async function openEditor(page: Page, projectId: string) {
  await page.goto(`${server.url}/editor/${projectId}`);
  await page.getByTestId('editor').waitFor();
}

const nearly = (a: number, b: number, tolerance = 1) => Math.abs(a - b) <= tolerance;

beforeAll(async () => {
  server = await startServer();
  const signedIn = await LibraryClient.signIn(server.url, 'designer@demo.example');
  api = signedIn.client;
  userId = signedIn.userId;
  ids.sofa = await api.furniture(userId, SOFA);
  ids.shelf = await api.furniture(userId, WALL_SHELF);
  ids.sofaGreen = await api.furniture(userId, {
    ...SOFA,
    key: 'sofa-green',
    name: 'Sofa in moss green',
    materials: { ...SOFA.materials, fabric: { color: [0.12, 0.25, 0.08], roughness: 0.9, metalness: 0 } },
  });
  await api.processed(Object.values(ids));
  const { group } = await api.call<{ group: { id: string } }>('POST', '/v1/product/group', {
    libType: 'personal',
    ownerId: userId,
    name: 'Linen sofa',
    productIds: [ids.sofa, ids.sofaGreen],
  });
  for (const [id, optionName] of [
    [ids.sofa, 'Slate'],
    [ids.sofaGreen, 'Moss'],
  ])
    await api.call('PATCH', `/v1/product/group/${group.id}/${id}/optionName`, { optionName });
  for (const key of ['sofa', 'shelf']) {
    const { product } = await api.call<{ product: { mmWidth: number; mmDepth: number; mmHeight: number } }>(
      'GET',
      `/v1/product/${ids[key]}`,
    );
    sizes[key] = { width: product.mmWidth, depth: product.mmDepth, height: product.mmHeight };
  }
  browser = await launchBrowser();
  await signIn(browser.page, server.url, 'designer@demo.example');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('furnishing in the editor', () => {
  it('draws furniture to size in the plan and edits it in the inspector and by keyboard', async () => {
    const { page } = browser;
    const projectId = await furnishedProject('Furnished flat');
    await openEditor(page, projectId);
    const plan = page.getByRole('application', { name: 'Floor plan' });
    const sofa = plan.getByRole('img', { name: 'Linen sofa' });
    const shelf = plan.getByRole('img', { name: 'Oak wall shelf' });
    await sofa.waitFor();
    // At its real footprint: as much wider than deep on screen as the product is.
    const box = (await sofa.locator('path').first().boundingBox())!;
    const ratio = sizes.sofa!.width / sizes.sofa!.depth;
    expect(Math.abs(box.width / box.height - ratio) / ratio).toBeLessThan(0.05);
    // With its top-view symbol.
    expect(await sofa.locator('image').getAttribute('href')).toMatch(/\.png/);

    await sofa.hover();
    await plan.getByText('Linen sofa', { exact: true }).filter({ visible: true }).waitFor();
    await sofa.click();
    const inspector = page.getByRole('region', { name: 'Inspector' });
    await inspector.getByText('Linen sofa', { exact: true }).filter({ visible: true }).first().waitFor();
    expect(await inspector.getByLabel('Width').inputValue()).toBe(String(sizes.sofa!.width));
    await screenshot(page, 'furnishing-1-plan-and-inspector');

    // Units: centimetres, and a width typed in them scales the sofa.
    await inspector.getByRole('radiogroup', { name: 'Length unit' }).getByText('cm', { exact: true }).click();
    expect(await inspector.getByLabel('Width').inputValue()).toBe(String(sizes.sofa!.width / 10));
    await inspector.getByLabel('Width').fill('180');
    await inspector.getByLabel('Width').press('Enter');
    await inspector.getByLabel('Rotation').fill('90');
    await inspector.getByLabel('Rotation').press('Enter');
    let stored = (await saved(page, projectId, 'sofa'))!;
    expect(stored.scale.x).toBeCloseTo(1800 / sizes.sofa!.width, 3);
    expect(stored.rotation.z).toBeCloseTo(Math.PI / 2);

    // The colourway, lock and visibility.
    await inspector.getByLabel('Option').click();
    await page.getByRole('option', { name: 'Moss' }).click();
    expect((await saved(page, projectId, 'sofa'))!.optionId).toBe(ids.sofaGreen);

    // Keyboard: the plan has the keys; arrows move, ] turns, Delete deletes, Ctrl+Z undoes.
    await sofa.click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('BracketRight');
    stored = (await saved(page, projectId, 'sofa'))!;
    expect(stored.position.x).toBe(2600);
    expect(stored.rotation.z).toBeCloseTo(Math.PI / 2 + Math.PI / 12);
    await page.keyboard.press('Delete');
    expect(await saved(page, projectId, 'sofa')).toBeUndefined();
    await page.keyboard.press('Control+z');
    expect((await saved(page, projectId, 'sofa'))?.position.x).toBe(2600);

    // Tab walks through the furniture from the plan.
    await page.keyboard.press('Escape');
    await plan.focus();
    await page.keyboard.press('Tab');
    await inspector.getByText('Linen sofa', { exact: true }).filter({ visible: true }).first().waitFor();
    await page.keyboard.press('Tab');
    await inspector.getByText('Oak wall shelf', { exact: true }).filter({ visible: true }).first().waitFor();
    // A wall item's height above the floor, typed in metres.
    await inspector.getByLabel('Height above floor').fill('1.5 m');
    await inspector.getByLabel('Height above floor').press('Enter');
    expect((await saved(page, projectId, 'shelf'))!.position.z).toBe(1500);

    // Both selected: the inspector shows what they share, a dash where they differ.
    await sofa.click();
    await shelf.click({ modifiers: ['Shift'] });
    await inspector.getByText('2 items selected').waitFor();
    expect(await inspector.getByLabel('Position Y').inputValue()).toBe('');
    // Lock and hide both: they stay in the plan as dashed outlines, to be shown again.
    // Mantine draws its own track over the (invisible) switch input, so the click is forced; the
    // switch follows the design a moment later (the panel renders at low priority).
    await inspector.getByRole('switch', { name: 'Locked' }).click({ force: true });
    await inspector.getByRole('switch', { name: 'Visible' }).click({ force: true });
    const shelfStored = (await saved(page, projectId, 'shelf'))!;
    expect([shelfStored.lock, shelfStored.visible]).toEqual([true, false]);
    expect((await saved(page, projectId, 'sofa'))!.lock).toBe(true);
    expect(await inspector.getByLabel('Position X').isDisabled()).toBe(true);
    await plan.getByRole('img', { name: 'Oak wall shelf' }).waitFor();

    await screenshot(page, 'furnishing-2-two-selected');
    expect(browser.errors).toEqual([]);
  });

  it('drags products in 3D, orbits on empty space, and drops catalogue products inside the rooms', async () => {
    const { page } = browser;
    const projectId = await furnishedProject('Flat in 3D');
    await openEditor(page, projectId);
    await page.getByText('3D', { exact: true }).click();
    const canvas = page.locator('[data-testid=view3d] canvas');
    await canvas.waitFor();
    await page.getByText(/Loading models/).waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByText('Top view').click();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

    // Press on the sofa and drag: the sofa follows, the view stays.
    const from = await topViewPoint(page, 2500, 3000);
    const to = await topViewPoint(page, 2000, 2000);
    await page.mouse.move(from.box.x + from.x, from.box.y + from.y);
    await page.mouse.down();
    await page.mouse.move(from.box.x + to.x, from.box.y + to.y, { steps: 10 });
    await page.mouse.up();
    await page.getByText(/Drag the product to move it/).waitFor();
    const moved = (await saved(page, projectId, 'sofa'))!;
    expect(nearly(moved.position.x, 2000, 60)).toBe(true);
    expect(nearly(moved.position.y, 2000, 60)).toBe(true);
    await screenshot(page, 'furnishing-3-dragged-in-top-view');

    // In the bird view a drag on empty sky turns the camera and moves nothing.
    await page.getByText('Bird view').click();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const before = await canvas.screenshot();
    const corner = (await canvas.boundingBox())!;
    await page.mouse.move(corner.x + 40, corner.y + 60);
    await page.mouse.down();
    await page.mouse.move(corner.x + 240, corner.y + 80, { steps: 8 });
    await page.mouse.up();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect((await canvas.screenshot()).equals(before)).toBe(false);
    expect((await saved(page, projectId, 'sofa'))!.position).toEqual(moved.position);

    // A sofa dropped from the catalogue past the south wall lands inside the living room.
    await page.getByText('Top view').click();
    await page.getByRole('tab', { name: 'Mine' }).click();
    const outside = await topViewPoint(page, 2500, 6450);
    await page.dragAndDrop(
      '[data-testid=catalogue-product]:has-text("Linen sofa")',
      '[data-testid=view3d] canvas',
      {
        targetPosition: outside,
      },
    );
    const items = await savedItems(projectId);
    await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor({ timeout: 30_000 });
    const dropped =
      (await savedItems(projectId)).find((i) => !items.some((j) => j.archiId === i.archiId)) ??
      items.find((i) => i.archiId !== 'sofa' && i.archiId !== 'shelf');
    expect(dropped).toBeDefined();
    // The living room's inner faces: x 100…4950, y 100…5900.
    expect(dropped!.position.y).toBeLessThanOrEqual(5900);
    expect(dropped!.position.y).toBeGreaterThan(5900 - sizes.sofa!.depth);
    await screenshot(page, 'furnishing-4-dropped-inside');
    expect(browser.errors).toEqual([]);
  });

  it('names every button and radio group, and edits in Korean with pyeong', async () => {
    const { page } = browser;
    const projectId = await furnishedProject('Korean flat');
    await page.goto(`${server.url}/projects`);
    await chooseFromMenu(page, 'Language', '한국어');
    await page.getByRole('button', { name: '언어' }).waitFor();
    await openEditor(page, projectId);
    await page.getByText('나란히', { exact: true }).click();
    await page.locator('[data-testid=view3d] canvas').waitFor();
    const plan = page.getByRole('application', { name: '평면도' });
    await plan.getByRole('img', { name: 'Linen sofa' }).click();
    const inspector = page.getByRole('region', { name: '속성' });
    await inspector.getByText(/평/).waitFor();
    expect(await inspector.getByLabel('너비').inputValue()).toBe(String(sizes.sofa!.width));
    await inspector.getByRole('button', { name: '오른쪽으로 90° 회전' }).click();
    expect((await saved(page, projectId, 'sofa'))!.rotation.z).toBeCloseTo(Math.PI / 2);
    // In the 3D view's top view the sofa is dragged by hand.
    await page.getByText(/모델 불러오는 중|Loading models/).waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByText('평면도', { exact: true }).click();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const from = await topViewPoint(page, 2500, 3000);
    const to = await topViewPoint(page, 2500, 2000);
    await page.mouse.move(from.box.x + from.x, from.box.y + from.y);
    await page.mouse.down();
    await page.mouse.move(from.box.x + to.x, from.box.y + to.y, { steps: 10 });
    await page.mouse.up();
    await page.getByText(/제품을 끌어서 옮기기/).waitFor();
    const dragged = (await saved(page, projectId, 'sofa'))!;
    expect(nearly(dragged.position.y, 2000, 80)).toBe(true);
    await inspector.getByRole('switch', { name: '잠금' }).click({ force: true });
    expect((await saved(page, projectId, 'sofa'))!.lock).toBe(true);
    await screenshot(page, 'furnishing-5-inspector-korean');

    // Every button has a name a screen reader reads; every radio group a name of its own.
    const unnamed = await page.getByRole('button').evaluateAll((buttons) =>
      buttons
        .filter((b) => (b as HTMLElement).offsetParent !== null)
        .filter((b) => {
          const labelledBy = b.getAttribute('aria-labelledby');
          const name =
            b.getAttribute('aria-label') ??
            (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
            b.textContent ??
            b.getAttribute('title');
          return !name?.trim();
        })
        .map((b) => b.outerHTML.slice(0, 120)),
    );
    expect(unnamed).toEqual([]);
    const groups = await page
      .getByRole('radiogroup')
      .evaluateAll((list) => list.map((g) => g.getAttribute('aria-label') ?? ''));
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.every((name) => name.trim() !== '')).toBe(true);
    expect(new Set(groups).size).toBe(groups.length);
    expect(browser.errors).toEqual([]);
  });
});
