import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const env = useServerAndBrowser();

describe('the developer portal', () => {
  it('issues, uses, rotates and revokes a key; registers an application and a webhook; shows usage and the API console', async () => {
    const { page } = env.browser;
    await signIn(page, env.server.url, 'manager@demo.example');
    await page.getByRole('link', { name: 'Developers' }).first().click();
    await page.getByRole('heading', { name: 'Developers' }).waitFor();
    await page.getByText('No api keys yet').waitFor();

    await page.getByLabel('Name').fill('Online shop');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('shown-secret');
    const key = (await shown.textContent())!;
    expect(key).toMatch(/^rc_/);
    await screenshot(page, 'developers-key-shown');
    await page.getByRole('button', { name: 'Close' }).last().click();

    const enterpriseId = await page.evaluate(async () => {
      const token = localStorage.getItem('roomcraft.session');
      const me = await fetch('/api/v1/user/me', { headers: { authorization: `Bearer ${token}` } });
      return (await me.json()).user.enterpriseId as string;
    });
    const search = (k: string) =>
      fetch(`${env.server.url}/api/v1/public/product/${enterpriseId}/name?productName=sofa`, {
        headers: { 'x-api-key': k },
      }).then((r) => r.status);
    expect(await search(key)).toBe(200);
    await page.reload();
    const row = page.getByTestId('api-key-row').filter({ hasText: 'Online shop' });
    await row.waitFor();
    expect(await row.getByText('Never').count()).toBe(0);

    await row.getByRole('button', { name: 'Rotate' }).click();
    const rotated = (await page.getByTestId('shown-secret').textContent())!;
    await page.getByRole('button', { name: 'Close' }).last().click();
    expect([await search(key), await search(rotated)]).toEqual([401, 200]);
    const live = page
      .getByTestId('api-key-row')
      .filter({ has: page.getByRole('button', { name: 'Revoke' }) });
    await live.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => page.getByText('Revoked', { exact: true }).count()).toBe(2);
    expect(await search(rotated)).toBe(401);
    await screenshot(page, 'developers-keys');

    await page.getByRole('tab', { name: 'Applications' }).click();
    await page.getByLabel('Account name').fill('Demo Interiors shop team');
    await page.getByLabel('Contact e-mail').fill('dev@demo.example');
    await page.getByRole('button', { name: 'Register as a developer' }).click();
    await page.getByText('Your signing secret').waitFor();
    await page.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('textbox', { name: 'Application', exact: true }).fill('Cafe24 store');
    await page.getByRole('combobox', { name: 'Shop platform' }).click();
    await page.getByRole('option', { name: 'Cafe24' }).click();
    await page.getByLabel('Shop address (allowed origin)').fill('https://store.example.com');
    await page.getByRole('button', { name: 'Add application' }).click();
    await page.getByRole('cell', { name: 'Cafe24 store' }).waitFor();
    await screenshot(page, 'developers-applications');

    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByLabel('URL').fill('http://127.0.0.1:9/hook');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText(/points at a loopback, private or reserved address/).waitFor();
    await page.getByLabel('URL').fill('https://93.184.215.14/roomcraft');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText("Your webhook's signing secret").waitFor();
    await page.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: /93\.184\.215\.14/ }).click();
    await page.getByText('Nothing delivered yet.').waitFor();
    await screenshot(page, 'developers-webhooks');

    await page.getByRole('tab', { name: 'Usage' }).click();
    const usage = page.getByTestId('usage-row').filter({ hasText: 'GET /api/v1/public/product/:id/name' });
    await usage.waitFor();
    expect(await usage.getByRole('cell').nth(2).textContent()).toBe('2');
    await screenshot(page, 'developers-usage');

    await page.getByRole('tab', { name: 'API reference' }).click();
    await page.frameLocator('iframe').getByText('Roomcraft platform API').first().waitFor();
    await screenshot(page, 'developers-api');
    expect(env.browser.errors).toEqual([]);
  });
});
