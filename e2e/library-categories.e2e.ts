import { describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const context = useServerAndBrowser();

describe('the category manager of an enterprise library', () => {
  it('moves categories by drag and drop, refuses a move under a descendant, and hides a category from a member', async () => {
    const { server } = context;
    const { page, errors } = context.browser;
    await signIn(page, server.url, 'manager@demo.example');
    await page.goto(`${server.url}/library/categories`);
    const rows = page.getByTestId('category-row');
    const row = (name: string) => rows.filter({ has: page.getByText(name, { exact: true }) });
    for (const name of ['Living', 'Sofas', 'Private stock']) {
      await page.getByRole('button', { name: 'New category' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
      await row(name).waitFor();
    }

    // Dropped on the middle of a row, a category goes inside it.
    await row('Sofas').dragTo(row('Living'));
    await expect.poll(() => row('Sofas').getAttribute('data-depth')).toBe('1');
    await screenshot(page, 'library-categories-1-dragged');

    // A category cannot go under its own child: the server's refusal is shown and nothing moves.
    await row('Living').dragTo(row('Sofas'));
    await page.getByRole('alert').filter({ hasText: 'cannot go under itself' }).waitFor();
    expect(await row('Living').getAttribute('data-depth')).toBe('0');
    expect(await row('Sofas').getAttribute('data-depth')).toBe('1');
    await screenshot(page, 'library-categories-2-refused');

    // Dropped on the top edge of a row, it goes before it: Private stock becomes the first root.
    await row('Private stock').dragTo(row('Living'), { targetPosition: { x: 40, y: 2 } });
    await expect
      .poll(() => page.locator('[data-testid=category-row][data-depth="0"]').allTextContents())
      .toEqual(['Private stock', 'Living']);

    await chooseFromMenu(page, 'Actions of Private stock', 'Who sees it');
    const dialog = page.getByRole('dialog', { name: 'Who sees Private stock' });
    await dialog
      .getByRole('switch', { name: 'Only chosen members (managers always see it)' })
      .check({ timeout: 5000 });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row('Private stock').getByText('Restricted').waitFor();
    await screenshot(page, 'library-categories-3-restricted');

    // A designer of the enterprise no longer sees it, beside the products or in the manager.
    const member = await launchBrowser();
    try {
      await signIn(member.page, server.url, 'designer@demo.example');
      await member.page.goto(`${server.url}/library?scope=enterprise`);
      const sidebar = member.page.getByTestId('category-sidebar');
      await sidebar.getByText('Living').waitFor();
      await sidebar.getByText('Living').click();
      await sidebar.getByText('Sofas').waitFor();
      expect(await sidebar.getByText('Private stock').count()).toBe(0);
      await screenshot(member.page, 'library-categories-4-member');
      expect(member.errors).toEqual([]);
    } finally {
      await member.close();
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
