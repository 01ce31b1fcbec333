import { addItem, addOpening, addRectangularRoom, createEmptyDesign, type Design } from '@roomcraft/scene';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  api,
  clickPlan,
  createProject,
  settled,
  signInByApi,
  useEditorSession,
  waitSaved,
} from './support/editor.ts';
import { signIn } from './support/flows.ts';

const session = useEditorSession('designer@demo.example');

/** A room with a door in its bottom wall, drawn with the editor's actions. */
function roomWithDoor(width: number, depth: number): Design {
  const design = addRectangularRoom(createEmptyDesign(), {
    origin: { x: 0, y: 0 },
    width,
    depth,
    type: 'LIVING',
  });
  const floor = design.floors[0]!;
  const y = (id: string) => floor.corners.find((c) => c.archiId === id)!.position.y;
  const bottom = floor.walls.find((w) => y(w.corners[0]) === depth && y(w.corners[1]) === depth)!;
  return addOpening(design, {
    wallId: bottom.archiId,
    editorTypeCode: 51,
    offset: width / 2,
    width: 900,
    flipped: true,
  });
}

async function switchTo(page: Page, email: string) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, session.server.url, email);
}

describe('templates from the editor to the gallery and back', () => {
  it('saved, reviewed, published, found by style and size, liked, applied, and proposed by auto-furnish', async () => {
    const { page } = session.browser;
    const manager = await signInByApi(session, 'manager@demo.example');
    const me = await api<{ user: { enterpriseId: string } }>(
      session,
      'GET',
      '/api/v1/user/me',
      undefined,
      manager.token,
    );
    const product = async (
      name: string,
      editorTypeCode: number,
      mm: [number, number, number],
      price: number,
    ) =>
      (
        await api<{ product: { id: string } }>(
          session,
          'POST',
          '/api/v1/product',
          {
            libType: 'enterprise',
            ownerId: me.user.enterpriseId,
            type: 'FURNITURE',
            name,
            editorTypeCode,
            level: 'LOW',
            mmWidth: mm[0],
            mmDepth: mm[1],
            mmHeight: mm[2],
            price,
            priceUnit: 'USD',
          },
          manager.token,
        )
      ).product.id;
    const sofa = await product('Sofa', 10, [2000, 900, 800], 900);
    const shelf = await product('Shelf', 30, [1200, 300, 400], 300);
    const lamp = await product('Lamp', 40, [500, 500, 600], 250);
    let furnished = roomWithDoor(4000, 3000);
    furnished = addItem(furnished, {
      productId: sofa,
      editorTypeCode: 10,
      position: { x: 2000, y: 500, z: 0 },
    });
    furnished = addItem(furnished, {
      productId: shelf,
      editorTypeCode: 30,
      position: { x: 200, y: 1500, z: 1400 },
      rotation: { z: Math.PI / 2 },
    });
    furnished = addItem(furnished, {
      productId: lamp,
      editorTypeCode: 40,
      position: { x: 2000, y: 1500, z: 2000 },
    });

    // The designer saves the furnished room as an enterprise template from the editor.
    const flat = await createProject(session, 'Furnished flat', furnished);
    await page.goto(`${session.server.url}/editor/${flat}`);
    await page.getByTestId('plan').waitFor();
    await clickPlan(page, 1000, 2400);
    await page.getByRole('button', { name: 'Save as template' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Scandi lounge');
    await dialog.getByLabel('Style', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Scandinavian' }).click();
    await dialog.getByLabel('Ask my enterprise to publish it').check();
    await settled(page);
    await screenshot(page, 'templates-1-save');
    await dialog.getByRole('button', { name: 'Save as template' }).click();
    await page.getByText('Saved as a template.').waitFor();

    // The manager finds it in the review queue and publishes it.
    await switchTo(page, 'manager@demo.example');
    await page.goto(`${session.server.url}/templates/review`);
    await page
      .getByTestId('template-card')
      .filter({ hasText: 'Scandi lounge' })
      .getByRole('link', { name: 'Scandi lounge' })
      .first()
      .click();
    await page.getByTestId('template-detail').waitFor();
    await expect.poll(() => page.getByTestId('template-status').textContent()).toBe('Waiting for review');
    await page.getByLabel('Comment').fill('Lovely, thank you.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => page.getByTestId('template-status').textContent()).toBe('Published');
    await expect
      .poll(() => page.getByTestId('template-history').textContent())
      .toContain('Demo Manager modified status.');
    await screenshot(page, 'templates-2-published');
    // The template can be looked at in 3D: its room walled in, with its products.
    await page.getByTestId('template-detail').getByText('3D', { exact: true }).click();
    await page.getByTestId('template-3d').locator('canvas').waitFor();
    await settled(page);
    await screenshot(page, 'templates-2-3d');

    // Another designer finds it by style and room size, and likes it.
    await switchTo(page, 'designer2@demo.example');
    await page.goto(`${session.server.url}/templates`);
    const cards = page.getByTestId('template-card');
    await cards.first().waitFor();
    // The pills around the field take the pointer, as they do for a person clicking the box.
    await page.getByLabel('Styles', { exact: true }).first().click({ force: true });
    await page.getByRole('option', { name: 'Scandinavian' }).click();
    await page.keyboard.press('Escape');
    // Room size: the lower thumb up to 11 m² (the room is 11.3 m² clear; the largest is 12).
    const sized = page.waitForResponse((r) =>
      r.url().includes('roomSizeLowerBound=11&roomSizeUpperBound=12'),
    );
    const lower = page.getByRole('slider').first();
    await lower.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowRight');
    await lower.blur();
    expect((await sized).status()).toBe(200);
    await expect.poll(() => cards.count()).toBe(1);
    const card = cards.first();
    expect(await card.textContent()).toContain('Scandi lounge');
    await card.getByRole('button', { name: 'Like' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Unlike' }).count()).toBe(1);
    await screenshot(page, 'templates-3-gallery');

    // In a new project of a similar room, auto-furnish proposes it and applies it in one step.
    const designer2 = await signInByApi(session, 'designer2@demo.example');
    const created = await api<{ project: { id: string } }>(
      session,
      'POST',
      `/api/v1/projects/users/${designer2.user.id}`,
      { name: 'New flat', design: roomWithDoor(4400, 3300) },
      designer2.token,
    );
    await page.goto(`${session.server.url}/editor/${created.project.id}`);
    await page.getByTestId('plan').waitFor();
    await clickPlan(page, 1000, 2600);
    await page.getByRole('button', { name: 'Furnish from a template' }).click();
    const proposals = page.getByTestId('furnish-proposal');
    await expect.poll(() => proposals.count()).toBeGreaterThan(0);
    const proposal = proposals.filter({ hasText: 'Scandi lounge' });
    expect(await proposal.textContent()).toMatch(/Fit (9\d|100)%/);
    // Priced from the library: within a budget of $2,000, over one of $1,000.
    const cost = proposal.getByTestId('furnish-cost');
    expect(await cost.textContent()).toBe('Products $1,450');
    await page.getByLabel('Budget').fill('1000');
    await expect.poll(() => cost.textContent()).toBe('Over budget: $1,450');
    await page.getByLabel('Budget').fill('2000');
    await expect.poll(() => cost.textContent()).toBe('Products $1,450');
    await settled(page);
    await screenshot(page, 'templates-4-furnish');
    await proposal.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('3 products placed.').waitFor();
    await waitSaved(page);
    const items = async () =>
      (
        await api<{ design: { floors: { items: { productId: string }[] }[] } }>(
          session,
          'GET',
          `/api/v1/projects/${created.project.id}/design`,
          undefined,
          designer2.token,
        )
      ).design.floors[0]!.items.map((i) => i.productId);
    expect((await items()).sort()).toEqual([sofa, shelf, lamp].sort());
    // One undo step takes all three away.
    await page.keyboard.press('Control+z');
    await expect.poll(items, { timeout: 20_000 }).toEqual([]);
    expect(session.browser.errors).toEqual([]);
  });
});
