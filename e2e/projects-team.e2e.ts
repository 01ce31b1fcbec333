import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { api, atRest, card, seedWorkweek, useWorkspace } from './support/projects.ts';

const w = useWorkspace('projects-team');

describe('the team view', () => {
  it('gives managers every project of the team, twenty to a page', async () => {
    const designer = await w.browser();
    await signIn(designer.page, w.server.url, 'designer@demo.example');
    await seedWorkweek(w.server, designer.page);
    const manager = await w.browser();
    const { page } = manager;
    await signIn(page, w.server.url, 'manager@demo.example');
    await page.goto(`${w.server.url}/projects`);
    await page.getByRole('link', { name: 'Team projects' }).click();
    await page.getByRole('heading', { name: 'Team projects' }).waitFor();
    const kim = card(page, 'Kim residence, 84 m²');
    await kim.getByText('Demo Designer').waitFor();
    expect(await page.getByTestId('project-card').count()).toBe(5);
    await atRest(page);
    await screenshot(page, 'projects-team');

    await page.getByRole('combobox', { name: 'Member' }).click();
    await page.getByRole('option', { name: 'Second Designer' }).click();
    await page.getByText('No projects match').waitFor();
    expect(manager.errors).toEqual([]);
  });

  it("lets members look at the team's projects once the team allows it", async () => {
    const admin = await w.browser();
    await signIn(admin.page, w.server.url, 'admin@demo.example');
    const me = (await api(w.server, admin.page, 'GET', '/v1/user/me')).json.user;
    const { page } = await w.browser();
    await signIn(page, w.server.url, 'designer2@demo.example');
    await page.goto(`${w.server.url}/projects`);
    await page.getByRole('link', { name: 'Shared with me' }).waitFor();
    expect(await page.getByRole('link', { name: 'Team projects' }).count()).toBe(0);

    const changed = await api(
      w.server,
      admin.page,
      'PATCH',
      `/v2/enterprises/${me.enterpriseId}/project-settings`,
      {
        membersSeeEachOthersProjects: true,
      },
    );
    expect(changed.status).toBe(200);
    await page.reload();
    await page.getByRole('link', { name: 'Team projects' }).click();
    const kim = card(page, 'Kim residence, 84 m²');
    await kim.getByTestId('project-role').filter({ hasText: 'View only' }).waitFor();
    await kim.getByText('Demo Designer').waitFor();
    expect(await page.getByTestId('project-card').count()).toBe(5);
    expect(await page.getByRole('radio', { name: 'Team bookmarks' }).count()).toBe(0);
    await kim.getByRole('button', { name: 'Actions for Kim residence, 84 m²' }).click();
    await page.getByRole('menuitem', { name: 'Details' }).waitFor();
    for (const hidden of ['Rename', 'Share', 'Move to trash']) {
      expect(await page.getByRole('menuitem', { name: hidden }).count()).toBe(0);
    }
    await page.keyboard.press('Escape');
    await atRest(page);
    await screenshot(page, 'projects-team-member');
  });
});
