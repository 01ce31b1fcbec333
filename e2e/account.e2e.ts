import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const env = useServerAndBrowser();

describe('my account', () => {
  it('changes the profile and refuses a wrong current password next to its field', async () => {
    const { page } = env.browser;
    await signIn(page, env.server.url, 'personal@demo.example');
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
    expect(env.browser.errors).toEqual([]);
  });
});
