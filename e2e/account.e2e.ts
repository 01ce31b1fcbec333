import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('my account', () => {
  it('changes the profile and refuses a wrong current password next to its field', async () => {
    const { page } = browser;
    await signIn(page, server.url, 'personal@demo.example');
    await chooseFromMenu(page, 'Account menu', 'My account');
    await page.getByRole('heading', { name: 'My account' }).waitFor();

    await page.getByLabel('Nickname').fill('Mina Park');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes are saved.').waitFor();
    expect(await page.getByTestId('account-nickname').textContent()).toBe('Mina Park');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Repeat new password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('does not match your current password').waitFor();
    await screenshot(page, 'account');
    expect(browser.errors).toEqual([]);
  });
});
