import { join } from 'node:path';
import { type Design, setRoomProps } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import {
  ARTIFACTS,
  api,
  clickPlan,
  createProject,
  dragPlan,
  signInByApi,
  stored,
  studio,
  useEditorSession,
  waitSaved,
} from './support/editor.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';

const session = useEditorSession();

describe('the plan editor, shared and saved', () => {
  it('shows a VIEW share read-only, retries a lost connection, and reloads a design changed elsewhere', async () => {
    const project = { id: await createProject(session, 'Studio', studio()) };
    const viewer = await signInByApi(session, 'designer2@demo.example');
    await api(session, 'POST', `/api/v1/shared-projects/${project.id}/access`, {
      userId: viewer.user.id,
      accessType: 'VIEW',
    });

    // The second designer sees the plan, may select and measure, but changes nothing.
    const second = await launchBrowser();
    try {
      const page = second.page;
      await signIn(page, session.server.url, 'designer2@demo.example');
      await page.goto(`${session.server.url}/editor/${project.id}`);
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
    const { page } = session.browser;
    await page.goto(`${session.server.url}/editor/${project.id}`);
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
    expect((await stored(session, project.id)).floors[0]!.rooms[0]!.name).toBe('Studio flat');

    // Someone saves the project elsewhere: the next save is refused, nothing is overwritten.
    const current = await api<{ version: number; design: Design }>(
      session,
      'GET',
      `/api/v1/projects/${project.id}/design`,
    );
    const roomId = current.design.floors[0]!.rooms[0]!.archiId;
    const elsewhere = setRoomProps(current.design, { roomIds: [roomId], name: 'Renamed elsewhere' });
    await api(session, 'PUT', `/api/v1/projects/${project.id}/design`, {
      version: current.version,
      design: elsewhere,
    });
    await page.keyboard.press('Escape');
    await dragPlan(page, [5000, 2000], [5600, 2000]);
    await page.getByTestId('conflict').waitFor({ timeout: 10_000 });
    await screenshot(page, 'editor-10-conflict');
    expect((await stored(session, project.id)).floors[0]!.rooms[0]!.name).toBe('Renamed elsewhere');
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
    expect(session.browser.errors).toEqual([]);
  });
});
