import { describe, expect, it } from 'vitest';
import { rollUpEvents } from '../apps/server/src/modules/statistics/rollups.ts';
import { screenshot } from './support/browser.ts';
import { chooseFromMenu, DEMO_PASSWORD, signIn } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { callAs, projectWithLivingRoom, renderWorkers, shrinkQueuedJobs } from './support/renders.ts';

const env = useServerAndBrowser();
const camera = {
  name: 'Sofa corner',
  position: { x: 600, y: 3500, z: 1500 },
  target: { x: 3000, y: 500, z: 1200 },
};

describe('operations: the bell, the managers’ dashboard and the audit log', () => {
  it('a finished render rings the bell and shows in the week’s chart; an operator’s deactivation shows in the audit log', {
    timeout: 300_000,
  }, async () => {
    const { server } = env;
    const { page } = env.browser;
    await signIn(page, server.url, 'designer@demo.example');
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('data-count')).toBe('0');

    const { token, projectId } = await projectWithLivingRoom(server, 'designer@demo.example', 'Bell flat');
    const requested = await callAs(server, 'POST', '/api/v1/renders', token, {
      projectId,
      type: 0,
      tier: 'standard-render',
      cameras: [camera],
    });
    expect(requested.status).toBe(201);
    expect(await shrinkQueuedJobs(server)).toBe(1);
    expect(await renderWorkers(server).full.drain()).toBe(1);
    // The stream tells the bell; no reload.
    await expect.poll(() => bell.getAttribute('data-count'), { timeout: 15_000 }).toBe('1');
    await bell.click();
    await page.getByText('Your render of “Bell flat” is ready.').waitFor();
    await screenshot(page, 'operations-bell');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => bell.getAttribute('data-count')).toBe('0');
    await page.keyboard.press('Escape');

    // The rollup job's work, run now rather than at the next minute.
    await rollUpEvents(server.db);
    await chooseFromMenu(page, 'Account menu', 'Sign out');
    await signIn(page, server.url, 'manager@demo.example');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const renders = page.getByTestId('chart-renders-per-designer');
    // Weeks without renders draw no bar; this week's render draws one.
    await renders.locator('.recharts-bar-rectangle path').first().waitFor();
    await screenshot(page, 'operations-dashboard');
    await renders.getByText('Table', { exact: true }).click();
    const row = renders.getByRole('row').filter({ hasText: 'Demo Designer' });
    await expect
      .poll(() => row.locator('td').allInnerTexts())
      .toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'Demo Designer', '1', '1']);

    await page.goto(`${server.url}/back-office`);
    await page.getByLabel('E-mail').fill('operator@demo.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Search by e-mail, nickname or name').fill('designer2');
    const designer2 = page.getByTestId('ops-user-designer2@demo.example');
    await designer2.getByRole('button', { name: 'Deactivate' }).click();
    await designer2.getByText('Deactivated').waitFor();
    await page.getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByTestId('audit-entry').first();
    await entry.getByText('user.deactivate').waitFor();
    expect(await entry.innerText()).toContain('"active":false');
    await screenshot(page, 'operations-audit-log');
    expect(env.browser.errors).toEqual([]);
  });
});
