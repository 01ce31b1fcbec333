import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { chooseFromMenu } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const env = useServerAndBrowser();

describe('signing in and up', () => {
  it('says clearly why a sign-in failed', async () => {
    const { page } = env.browser;
    await page.goto(`${env.server.url}/sign-in`);
    await page.getByLabel('E-mail').fill('nobody@demo.example');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('No account uses this e-mail address.').waitFor();
    await page.getByRole('link', { name: 'Create an account with this address' }).waitFor();
    await screenshot(page, 'auth-sign-in-unknown');

    await page.getByLabel('E-mail').fill('designer@demo.example');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The e-mail or the password is not right.').waitFor();
  });

  it('signs a new personal user up and verifies the address through the outbox', async () => {
    const { page } = env.browser;
    await page.goto(`${env.server.url}/sign-up`);
    await page.getByLabel('E-mail').fill('personal@demo.example');
    await page.getByLabel('Nickname').fill('Mina');
    await page.getByLabel('Password', { exact: true }).fill('long-enough-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('is already registered').waitFor();
    await screenshot(page, 'auth-sign-up-taken');

    await page.getByLabel('E-mail').fill('mina@home.example');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await screenshot(page, 'auth-check-inbox');

    await page.getByRole('link', { name: 'Continue to Roomcraft' }).click();
    await page.getByText('Verify your e-mail address').waitFor();
    await page.getByRole('heading', { name: 'Welcome back, Mina' }).waitFor();
    await screenshot(page, 'auth-pending-banner');
    await page.getByRole('link', { name: 'Open the development outbox' }).click();
    await page.getByText('To mina@home.example').first().waitFor();
    await screenshot(page, 'auth-outbox');

    await page.getByRole('link', { name: 'Open link' }).first().click();
    await page.getByRole('heading', { name: 'Your e-mail is verified' }).waitFor();
    await screenshot(page, 'auth-verified');
    await page.getByRole('link', { name: 'Continue to Roomcraft' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Mina' }).waitFor();
    expect(await page.getByText('Verify your e-mail address').count()).toBe(0);
    // A personal user has no team, so the navigation offers none.
    expect(await page.getByRole('link', { name: 'Team' }).count()).toBe(0);
    await chooseFromMenu(page, 'Account menu', 'Sign out');
  });

  it('refuses a used verification link and offers a new one', async () => {
    const { page } = env.browser;
    await page.goto(`${env.server.url}/dev/outbox`);
    await page.getByRole('link', { name: 'Open link' }).first().click();
    await page.getByRole('heading', { name: 'We could not verify your e-mail' }).waitFor();
    await page.getByText('This verification link is invalid or has expired.').waitFor();
    await page.getByRole('button', { name: 'Resend verification e-mail' }).waitFor();
    await screenshot(page, 'auth-verify-failed');
    expect(env.browser.errors).toEqual([]);
  });
});
