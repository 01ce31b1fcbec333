import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const env = useServerAndBrowser();

describe('the team screens', () => {
  it('lets a manager change a role, deactivate a member and save a setting', async () => {
    const { page } = env.browser;
    await signIn(page, env.server.url, 'manager@demo.example');
    await page.getByRole('link', { name: 'Team' }).first().click();
    await page.getByRole('heading', { name: 'Demo Interiors' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Second Designer' });
    await row.waitFor();
    await screenshot(page, 'team-members-manager');

    await chooseFromMenu(page, 'Actions for Second Designer', 'Make Manager');
    await row.getByText('Manager').waitFor();
    const designer = page.getByRole('row').filter({ hasText: 'Demo Designer' });
    await chooseFromMenu(page, 'Actions for Demo Designer', 'Deactivate');
    await designer.getByText('Deactivated').waitFor();
    await screenshot(page, 'team-members-changed');
    await chooseFromMenu(page, 'Actions for Demo Designer', 'Activate');
    await designer.getByText('Active', { exact: true }).waitFor();

    await page.getByLabel('Search by name or e-mail').fill('second');
    await page.getByRole('row').filter({ hasText: 'Demo Admin' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').count()).toBe(2);

    await page.getByRole('tab', { name: 'Settings' }).click();
    const watermark = page.getByLabel('Text', { exact: true });
    await watermark.fill('Roomcraft Studio');
    await page.getByRole('button', { name: 'Save changes' }).last().click();
    await page.getByText('Your changes are saved.').waitFor();
    await screenshot(page, 'team-settings');
    await page.reload();
    expect(await page.getByLabel('Text', { exact: true }).inputValue()).toBe('Roomcraft Studio');
  });

  it('shows designers a read-only list without settings', async () => {
    const { page } = env.browser;
    await chooseFromMenu(page, 'Account menu', 'Sign out');
    await signIn(page, env.server.url, 'designer@demo.example');
    await page.goto(`${env.server.url}/team/members`);
    await page.getByRole('row').filter({ hasText: 'Demo Admin' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add member' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Settings' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    await page.goto(`${env.server.url}/team/settings`);
    await page.getByText('You cannot open this page').waitFor();
    expect(env.browser.errors).toEqual([]);
  });
});
