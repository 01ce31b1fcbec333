import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-password';

/** Signs in through the sign-in page and waits for the shell. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** Picks a menu entry and waits until the menu has closed, so screenshots show the result. */
export async function chooseFromMenu(page: Page, opener: string, item: string) {
  await page.getByRole('button', { name: opener }).click();
  const entry = page.getByRole('menuitem', { name: item });
  await entry.click();
  // Other menus (the editor's own) may be on the page too: wait for this entry to go.
  await entry.waitFor({ state: 'hidden' });
}
