import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { atRest, card, seedWorkweek, useWorkspace } from './support/projects.ts';

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
});
