import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { chooseFromMenu } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const env = useServerAndBrowser();

describe('the web shell', () => {
  it('signs a designer in, switches to Korean and signs out', async () => {
    const { page } = env.browser;
    await page.goto(env.server.url);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await screenshot(page, 'shell-sign-in');

    await page.getByLabel('E-mail').fill('designer@demo.example');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Demo Designer' }).waitFor();
    expect(await page.getByTestId('account-nickname').textContent()).toBe('Demo Designer');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).first().textContent()).toContain(
      'Team',
    );
    await screenshot(page, 'shell-home');

    await chooseFromMenu(page, 'Language', '한국어');
    await page.getByRole('heading', { name: 'Demo Designer님, 다시 오신 것을 환영합니다' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    await screenshot(page, 'shell-home-ko');

    await chooseFromMenu(page, '계정 메뉴', '로그아웃');
    await page.getByRole('heading', { name: '다시 오신 것을 환영합니다' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('roomcraft.session'))).toBeNull();
    await screenshot(page, 'shell-sign-in-ko');
    expect(env.browser.errors).toEqual([]);
  });
});
