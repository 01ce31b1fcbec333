import { addRectangularRoom, createEmptyDesign } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { api, clickPlan, createProject, settled, useEditorSession, waitSaved } from './support/editor.ts';
import { chooseFromMenu } from './support/flows.ts';

const session = useEditorSession('manager@demo.example');

interface Listed {
  roomTypes: { id: string; name: string; deleted: boolean }[];
}

describe('room types of an enterprise', () => {
  it('are added, renamed, reordered, retired and deleted by a manager, and offered so in the editor', async () => {
    const { page } = session.browser;
    await page.goto(`${session.server.url}/team/room-types`);
    const rows = page.getByTestId('room-type-row');
    // The switches sit at the top of the page; the header would cover them once the list is scrolled.
    const toggle = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('switch', { name }).click();
    };
    const names = () => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-name')));
    await expect.poll(() => rows.count()).toBe(29);

    // Several at once (one batch), then one alone.
    await page.getByRole('button', { name: 'Add room types' }).click();
    await page.getByLabel('Names, one a line').fill('Showroom | 쇼룸\nWine cellar\nShowroom');
    await page.getByRole('button', { name: 'Create 2 types' }).click();
    await expect.poll(names).toEqual(expect.arrayContaining(['Showroom', 'Wine cellar']));
    await page.getByRole('button', { name: 'Add room types' }).click();
    await page.getByLabel('Names, one a line').fill('Old lab');
    await page.getByRole('button', { name: 'Create 1 type' }).click();
    await expect.poll(() => rows.count()).toBe(32);

    // Renamed.
    await page.getByRole('button', { name: 'Actions for Wine cellar' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Wine room');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(names).toContain('Wine room');

    // Reordered: Old lab dragged onto Showroom, Wine room moved up with its arrow; the order is saved.
    const lastThree = async () => (await names()).slice(-3);
    await expect.poll(lastThree).toEqual(['Showroom', 'Wine room', 'Old lab']);
    const saved = () => page.waitForResponse((r) => r.url().includes('/room-types/batch'));
    await Promise.all([
      saved(),
      rows.filter({ hasText: 'Old lab' }).dragTo(rows.filter({ hasText: 'Showroom' })),
    ]);
    await expect.poll(lastThree).toEqual(['Old lab', 'Showroom', 'Wine room']);
    await Promise.all([saved(), page.getByRole('button', { name: 'Move Wine room up' }).click()]);
    await expect.poll(lastThree).toEqual(['Old lab', 'Wine room', 'Showroom']);
    await page.reload();
    await expect.poll(lastThree).toEqual(['Old lab', 'Wine room', 'Showroom']);
    await screenshot(page, 'room-types-1-ordered');

    // Retired: gone from the list, kept (and marked) among the retired ones.
    await page.getByRole('button', { name: 'Actions for Old lab' }).click();
    await page.getByRole('menuitem', { name: 'Remove…' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Rooms that already use it keep it');
    await settled(page);
    await screenshot(page, 'room-types-2-remove');
    await dialog.getByRole('button', { name: 'Retire' }).click();
    await expect.poll(names).not.toContain('Old lab');
    await toggle('Show retired types');
    await expect.poll(() => rows.filter({ hasText: 'Old lab' }).textContent()).toContain('Retired');
    await toggle('Show retired types');

    // Without the common types only the enterprise's own are listed.
    await toggle('Show the common types');
    await expect.poll(names).toEqual(['Wine room', 'Showroom']);
    await toggle('Show the common types');

    // The editor offers the types in the enterprise's order, without the retired one, which still
    // names the room that uses it.
    const listed = await api<Listed>(
      session,
      'GET',
      `/api/v1/room-types?enterpriseId=${await enterpriseOf()}&includeDeleted=true`,
    );
    const oldLab = listed.roomTypes.find((type) => type.name === 'Old lab')!;
    expect(oldLab.deleted).toBe(true);
    let design = addRectangularRoom(createEmptyDesign(), {
      origin: { x: 0, y: 0 },
      width: 4000,
      depth: 3000,
      type: `custom:${oldLab.id}`,
    });
    design = addRectangularRoom(design, { origin: { x: 5000, y: 0 }, width: 3000, depth: 3000 });
    const id = await createProject(session, 'Typed rooms', design);
    await page.goto(`${session.server.url}/editor/${id}`);
    await expect
      .poll(() => page.locator('[data-room-label]').allTextContents())
      .toEqual([expect.stringContaining('Old lab'), expect.stringContaining('Room')]);
    await clickPlan(page, 6500, 1500);
    await page.getByTestId('room-panel').getByLabel('Room type', { exact: true }).first().click();
    const options = await page.getByRole('option').allTextContents();
    expect(options[0]).toBe('Unassigned');
    expect(options.slice(-2)).toEqual(['Wine room', 'Showroom']);
    expect(options).not.toContain('Old lab');
    await page.getByRole('option', { name: 'Showroom', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-room-label]').allTextContents())
      .toEqual([expect.stringContaining('Old lab'), expect.stringContaining('Showroom')]);
    await waitSaved(page);

    // Deleted for good: the room that used it reads as no type.
    await page.goto(`${session.server.url}/team/room-types`);
    await toggle('Show retired types');
    await page.getByRole('button', { name: 'Actions for Old lab' }).click();
    await page.getByRole('menuitem', { name: 'Remove…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(names).not.toContain('Old lab');
    await page.goto(`${session.server.url}/editor/${id}`);
    await expect
      .poll(() => page.locator('[data-room-label]').allTextContents())
      .toEqual([expect.stringContaining('Unassigned'), expect.stringContaining('Showroom')]);

    // In Korean.
    await page.goto(`${session.server.url}/team/room-types`);
    await chooseFromMenu(page, 'Language', '한국어');
    await expect.poll(async () => rows.last().textContent()).toContain('쇼룸');
    await screenshot(page, 'room-types-3-korean');
    await chooseFromMenu(page, '언어', 'English');
    expect(session.browser.errors).toEqual([]);
  });
});

async function enterpriseOf(): Promise<string> {
  const { user } = await api<{ user: { enterpriseId: string } }>(session, 'GET', '/api/v1/user/me');
  return user.enterpriseId;
}
