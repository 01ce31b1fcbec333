import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatItem, twoRoomFlat } from '../bench/view3d/flat.ts';
import { BED, LAMP, SOFA, TABLE, WALL_SHELF } from '../bench/view3d/furniture.ts';
import { LibraryClient } from '../bench/view3d/products.ts';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';
import { topViewPoint } from './support/view3d.ts';

/** Where screenshots go (as the support's own screenshots do), for a person to look at. */
const ARTIFACTS = join(import.meta.dirname, '../test-artifacts');

let server: TestServer;
let browser: TestBrowser;
let api: LibraryClient;
let projectId: string;
const ids: Record<string, string> = {};

interface SavedFloor {
  items: {
    archiId: string;
    productId: string;
    optionId?: string;
    groupId?: string;
    editorTypeCode: number;
    position: { x: number; y: number; z: number };
    rotation: { z: number };
  }[];
  rooms: { archiId: string; floorFinish?: { productId?: string } }[];
}

async function savedFloor(): Promise<SavedFloor> {
  const { design } = await api.call<{ design: { floors: SavedFloor[] } }>(
    'GET',
    `/v1/projects/${projectId}/design`,
  );
  return design.floors[0]!;
}

/** Where a plan point (mm) shows on the 2D plan (its SVG keeps the viewport's scale and origin). */
async function planPoint(page: Page, x: number, y: number) {
  const svg = page.getByTestId('plan');
  const view = await svg.evaluate((el) => ({ ...(el as SVGSVGElement).dataset }));
  const [scale, originX, originY] = [Number(view.scale), Number(view.originX), Number(view.originY)];
  return { x: x * scale + originX, y: y * scale + originY };
}

async function settle(page: Page) {
  await page.getByText(/Loading models/).waitFor({ state: 'detached', timeout: 60_000 });
  await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor({ timeout: 30_000 });
  // Two animation frames: the demand frame loop has drawn what the last change asked for.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

beforeAll(async () => {
  server = await startServer();
  const signedIn = await LibraryClient.signIn(server.url, 'designer@demo.example');
  api = signedIn.client;
  for (const spec of [SOFA, WALL_SHELF, TABLE, LAMP, BED])
    ids[spec.key] = await api.furniture(signedIn.userId, spec);
  // A second colourway of the sofa: the two are the options of one product.
  ids.sofaGreen = await api.furniture(signedIn.userId, {
    ...SOFA,
    key: 'sofa-green',
    name: 'Sofa in moss green',
    materials: { ...SOFA.materials, fabric: { color: [0.12, 0.25, 0.08], roughness: 0.9, metalness: 0 } },
  });
  ids.planks = await api.plankFinish(signedIn.userId);
  await api.processed(Object.values(ids));
  const { group } = await api.call<{ group: { id: string } }>('POST', '/v1/product/group', {
    libType: 'personal',
    ownerId: signedIn.userId,
    name: 'Linen sofa',
    productIds: [ids.sofa, ids.sofaGreen],
  });
  for (const [id, optionName] of [
    [ids.sofa, 'Slate'],
    [ids.sofaGreen, 'Moss'],
  ])
    await api.call('PATCH', `/v1/product/group/${group.id}/${id}/optionName`, { optionName });
  // The table lamp gives light: placing it lights the room around it.
  await api.call('PATCH', `/v1/product/${ids.lamp}`, {
    light: { kind: 'point', intensity: 90, color: '#ffd8a8', bulbHeightMm: 400 },
  });
  const design = twoRoomFlat([
    flatItem('table', ids.table!, 10, 2600, 2400),
    flatItem('lamp', ids.lamp!, 20, 3000, 2300, 760),
    flatItem('bed', ids.bed!, 10, 7000, 1250),
  ]);
  projectId = await api.project(signedIn.userId, 'Two-room flat', design);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the 3D view', () => {
  it('furnishes a flat: drags a sofa and a wall shelf in, lays a floor, walks through, takes a picture', async () => {
    const { page } = browser;
    await signIn(page, server.url, 'designer@demo.example');
    await page.goto(`${server.url}/editor/${projectId}`);
    await page.getByTestId('editor').waitFor();
    await screenshot(page, 'view3d-0-editor-plan');
    await page.getByText('3D', { exact: true }).click();
    await page.locator('[data-testid=view3d] canvas').waitFor();
    await page.getByRole('tab', { name: 'Mine' }).click();
    await page.getByTestId('catalogue-product').filter({ hasText: 'Linen sofa' }).waitFor();
    await settle(page);
    await screenshot(page, 'view3d-1-orbit');

    await page.getByText('Top view').click();
    const sofaAt = await topViewPoint(page, 600, 4300);
    await page.dragAndDrop(
      '[data-testid=catalogue-product]:has-text("Linen sofa")',
      '[data-testid=view3d] canvas',
      { targetPosition: sofaAt },
    );
    const shelfAt = await topViewPoint(page, 4200, 400);
    await page.dragAndDrop(
      '[data-testid=catalogue-product]:has-text("Oak wall shelf")',
      '[data-testid=view3d] canvas',
      { targetPosition: shelfAt },
    );
    await settle(page);
    await screenshot(page, 'view3d-2-top-furnished');

    const floor = await savedFloor();
    const sofa = floor.items.find((i) => i.productId === ids.sofa)!;
    // Dropped 75 mm from the west wall's face (x = 100): it turned to face the room and backed onto it.
    expect(sofa.editorTypeCode).toBe(10);
    expect(sofa.position.z).toBe(0);
    expect(sofa.position.x).toBeCloseTo(100 + 425, 0);
    expect(sofa.rotation.z).toBeCloseTo(-Math.PI / 2);
    const shelf = floor.items.find((i) => i.productId === ids.shelf)!;
    // On the north wall's face (y = 100), 1400 mm up to its middle, facing into the living room.
    expect(shelf.editorTypeCode).toBe(30);
    expect(shelf.position.y).toBeCloseTo(100 + 125, 0);
    expect(shelf.position.z).toBeCloseTo(1400 - 175, 0);
    expect(shelf.rotation.z).toBeCloseTo(0);

    const floorAt = await topViewPoint(page, 3200, 4300);
    await page.locator('[data-testid=view3d] canvas').click({ position: floorAt });
    // Beside the editor's own panel there is no room for both side panels: finishes take the catalogue's place.
    await page.getByRole('button', { name: 'Finishes' }).click();
    await page.getByText('Finish products').waitFor();
    expect(await page.getByText('Catalogue', { exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Floor' }).isChecked()).toBe(true);
    await page.getByTestId('finish-product').first().click();
    await settle(page);
    expect((await savedFloor()).rooms.find((r) => r.archiId === 'living')!.floorFinish).toEqual({
      productId: ids.planks,
    });
    await screenshot(page, 'view3d-3-top-floor');

    await page.getByText('Bird view').click();
    await settle(page);
    await screenshot(page, 'view3d-4-orbit-furnished');

    await page.getByText('Walk through').click();
    await page.getByText(/W A S D to walk/).waitFor();
    await settle(page);
    await screenshot(page, 'view3d-5-walk');
    await page.locator('[data-testid=view3d] canvas').hover();
    await page.keyboard.down('KeyW');
    await page.waitForTimeout(800);
    await page.keyboard.up('KeyW');
    // The keys walked: they did not reach the plan editor, whose W picks the wall tool.
    expect(await page.getByRole('button', { name: 'Select and move' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: 'Draw walls' }).getAttribute('aria-pressed')).toBe('false');
    await page.mouse.move(700, 450);
    await page.mouse.down();
    await page.mouse.move(480, 470, { steps: 8 });
    await page.mouse.up();
    await settle(page);
    await screenshot(page, 'view3d-6-walk-turned');

    // The picture is kept with the project, as a RENDER_SHOT among its images.
    await page.getByRole('button', { name: 'Take picture' }).click();
    await page.getByText("The picture is saved with the project's images.").waitFor();
    const images = await api.call<{ data: { type: string; imageUrl: string; resolution: { x: number } }[] }>(
      'GET',
      `/v1/image?projectId=${projectId}`,
    );
    expect(images.data.map((i) => i.type)).toEqual(['RENDER_SHOT']);
    const bytes = Buffer.from(await (await fetch(`${server.url}${images.data[0]!.imageUrl}`)).arrayBuffer());
    mkdirSync(ARTIFACTS, { recursive: true });
    const picture = join(ARTIFACTS, 'view3d-7-picture.png');
    await sharp(bytes).png().toFile(picture);
    expect(statSync(picture).size).toBeGreaterThan(20_000);
    const { channels } = await sharp(picture).stats();
    // A real picture, not an empty canvas: its colours vary.
    expect(channels[0]!.stdev).toBeGreaterThan(10);
    expect(browser.errors).toEqual([]);
  });

  it('switches a product option, groups items and drops products on the plan', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/editor/${projectId}`);
    await page.getByTestId('editor').waitFor();
    await page.getByText('Split', { exact: true }).click();
    await page.locator('[data-testid=view3d] canvas').waitFor();
    // The plan keeps the zoom it had across the whole width: fit it to its half.
    await page.getByRole('button', { name: 'Fit to screen' }).first().click();
    await settle(page);

    // The sofa placed before: selected on the plan, its options offered beside the 3D view.
    const sofa = (await savedFloor()).items.find((i) => i.productId === ids.sofa)!;
    const sofaOnPlan = await planPoint(page, sofa.position.x, sofa.position.y);
    await page.getByTestId('plan').click({ position: sofaOnPlan });
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByTestId('product-option').filter({ hasText: 'Moss' }).click();
    await settle(page);
    expect((await savedFloor()).items.find((i) => i.archiId === sofa.archiId)!.optionId).toBe(ids.sofaGreen);
    await screenshot(page, 'view3d-8-split-option');

    // Shift adds the table; the group button groups them, and one click then selects both.
    const table = await planPoint(page, 2600, 2400);
    await page.getByTestId('plan').click({ position: table, modifiers: ['Shift'] });
    await page.getByRole('button', { name: 'Group (Ctrl+G)' }).click();
    await settle(page);
    const grouped = (await savedFloor()).items.filter((i) => i.groupId !== undefined);
    expect(grouped.map((i) => i.archiId).sort()).toEqual([sofa.archiId, 'table'].sort());
    expect(grouped[0]!.groupId).toBe(grouped[1]!.groupId);

    // From the catalogue onto the plan: a lamp dropped on the table stands on it, a shelf dropped
    // near the south wall hangs on its face.
    await page.getByRole('button', { name: 'Catalogue' }).click();
    await page.getByRole('tab', { name: 'Mine' }).click();
    const before = new Set((await savedFloor()).items.map((i) => i.archiId));
    await page.dragAndDrop('[data-testid=catalogue-product]:has-text("Table lamp")', '[data-testid=plan]', {
      targetPosition: await planPoint(page, 2300, 2500),
    });
    await page.dragAndDrop(
      '[data-testid=catalogue-product]:has-text("Oak wall shelf")',
      '[data-testid=plan]',
      {
        targetPosition: await planPoint(page, 2000, 5700),
      },
    );
    await settle(page);
    const added = (await savedFloor()).items.filter((i) => !before.has(i.archiId));
    const lamp = added.find((i) => i.productId === ids.lamp)!;
    // Where it was dropped (within a screen pixel, ~12 mm at this zoom), on the table top.
    expect(Math.abs(lamp.position.x - 2300)).toBeLessThan(25);
    expect(Math.abs(lamp.position.y - 2500)).toBeLessThan(25);
    expect(lamp.position.z).toBe(760);
    const shelf = added.find((i) => i.productId === ids.shelf)!;
    expect(shelf.position.y).toBeCloseTo(5900 - 125, 0);
    expect(Math.cos(shelf.rotation.z)).toBeCloseTo(-1);
    await screenshot(page, 'view3d-9-split-plan-drop');
    expect(browser.errors).toEqual([]);
  });
});
