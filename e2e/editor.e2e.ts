import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  clickPlan,
  createProject,
  dragPlan,
  moveTo,
  stored,
  useEditorSession,
  waitSaved,
} from './support/editor.ts';

const session = useEditorSession();

describe('the plan editor', () => {
  it('draws a two-room flat with a door and two windows, types its rooms, undoes, redoes and reloads', async () => {
    const projectId = await createProject(session, 'Two-room flat');
    const { page } = session.browser;
    await page.goto(`${session.server.url}/editor/${projectId}`);
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

    // Two structural columns: K and a click places a square one; the panel makes it round and
    // 500 mm across; the next click places one like it.
    await page.keyboard.press('k');
    await clickPlan(page, 2500, 4000);
    const columnPanel = page.getByTestId('column-panel');
    await columnPanel.getByText('Round', { exact: true }).click();
    await columnPanel.getByLabel('Diameter').fill('500');
    await columnPanel.getByLabel('Diameter').press('Enter');
    await clickPlan(page, 6500, 4000);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-column]').count()).toBe(2);
    await screenshot(page, 'editor-5b-columns');

    await waitSaved(page);
    const design = await stored(session, projectId);
    const floor = design.floors[0]!;
    expect(floor.columns).toEqual([
      expect.objectContaining({ shape: 'round', diameter: 500, position: { x: 2500, y: 4000 } }),
      expect.objectContaining({ shape: 'round', diameter: 500, position: { x: 6500, y: 4000 } }),
    ]);
    expect(floor.walls).toHaveLength(7);
    expect(floor.rooms.map((r) => r.type).sort()).toEqual(['BEDROOM', 'LIVING']);
    expect(floor.openings.map((o) => o.editorTypeCode).sort()).toEqual([51, 58, 58]);

    // A reload shows the same plan.
    await page.reload();
    await page.getByTestId('plan').waitFor();
    await expect.poll(() => page.locator('[data-wall]').count()).toBe(7);
    await expect.poll(() => page.locator('[data-opening]').count()).toBe(3);
    await expect.poll(() => page.locator('[data-column]').count()).toBe(2);
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
    expect(session.browser.errors).toEqual([]);
  });
});
