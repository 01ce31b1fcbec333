import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const env = useServerAndBrowser();

describe('the back-office console', () => {
  it('signs an operator in, lists enterprises and creates one', async () => {
    const { page } = env.browser;
    await page.goto(`${env.server.url}/back-office`);
    await page.getByRole('heading', { name: 'Back office' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/back-office/sign-in');
    await page.getByLabel('E-mail').fill('operator@demo.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('cell', { name: 'Demo Interiors' }).waitFor();
    await screenshot(page, 'ops-enterprises');

    await page.getByRole('button', { name: 'New enterprise' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('North Studio');
    await dialog.getByLabel('URL name', { exact: true }).fill('demo-interiors');
    await dialog.getByLabel('E-mail', { exact: true }).fill('lead@north.example');
    await dialog.getByLabel('Nickname', { exact: true }).fill('North Lead');
    await dialog.getByLabel('Password', { exact: true }).fill('north-password');
    await dialog.getByRole('button', { name: 'New enterprise' }).click();
    await dialog.getByText('is already used by another enterprise').waitFor();
    await screenshot(page, 'ops-create-taken');

    await dialog.getByLabel('URL name', { exact: true }).fill('north-studio');
    await dialog.getByRole('button', { name: 'New enterprise' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'North Studio' }).waitFor();

    // The operator's session is its own: the product still asks its users to sign in.
    await page.goto(env.server.url);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(env.browser.errors).toEqual([]);
  });
});
