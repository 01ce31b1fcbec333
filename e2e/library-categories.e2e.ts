import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const context = useServerAndBrowser();

/** Puts a product (no model yet) in the named category of an enterprise library, through the API. */
function addProduct(page: Page, enterpriseId: string, category: string, name: string) {
  return page.evaluate(
    async ({ enterpriseId, category, name }) => {
      const headers = {
        authorization: `Bearer ${localStorage.getItem('roomcraft.session')}`,
        'content-type': 'application/json',
      };
      type Node = { id: string; name: string; children: Node[] };
      const tree = (await (
        await fetch(`/api/v2/categories/root/enterprise/${enterpriseId}/all`, { headers })
      ).json()) as { categories: Node[] };
      const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
      const categoryId = flat(tree.categories).find((n) => n.name === category)?.id;
      const body = { libType: 'enterprise', ownerId: enterpriseId, type: 'FURNITURE', name, categoryId };
      const answer = await fetch('/api/v1/product', { method: 'POST', headers, body: JSON.stringify(body) });
      if (!answer.ok) throw new Error(`product not created: ${answer.status} ${await answer.text()}`);
    },
    { enterpriseId, category, name },
  );
}

describe('the category manager of an enterprise library', () => {
  it('moves categories by drag and drop, refuses a move under a descendant, and hides a category from a member', async () => {
    const { server } = context;
    const { page, errors } = context.browser;
    await signIn(page, server.url, 'manager@demo.example');
    const treeCall = page.waitForResponse((r) => r.url().includes('/all/individual'));
    await page.goto(`${server.url}/library/categories`);
    const enterpriseId = new URL((await treeCall).url()).pathname.split('/')[6]!;
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
      .poll(() =>
        page
          .locator('[data-testid=category-row][data-depth="0"] [data-testid=category-name]')
          .allTextContents(),
      )
      .toEqual(['Private stock', 'Living']);

    // The keyboard way: the Move dialog places a category before a sibling.
    await chooseFromMenu(page, 'Actions of Living', 'Move');
    await page.getByRole('dialog').getByLabel('Place').click();
    await page.getByRole('option', { name: 'Before Private stock' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
    await expect
      .poll(() =>
        page
          .locator('[data-testid=category-row][data-depth="0"] [data-testid=category-name]')
          .allTextContents(),
      )
      .toEqual(['Living', 'Private stock']);

    await chooseFromMenu(page, 'Actions of Private stock', 'Who sees it');
    const dialog = page.getByRole('dialog', { name: 'Who sees Private stock' });
    await dialog
      .getByRole('switch', { name: 'Only chosen members (managers always see it)' })
      .check({ timeout: 5000 });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row('Private stock').getByText('Restricted').waitFor();
    await screenshot(page, 'library-categories-3-restricted');

    await addProduct(page, enterpriseId, 'Sofas', 'Corner sofa');
    await addProduct(page, enterpriseId, 'Private stock', 'Hidden chest');

    // A designer of the enterprise no longer sees it, beside the products or in the manager.
    const member = await launchBrowser();
    try {
      await signIn(member.page, server.url, 'designer@demo.example');
      await member.page.goto(`${server.url}/library?scope=enterprise`);
      const sidebar = member.page.getByTestId('category-sidebar');
      const products = member.page.getByTestId('library-product');
      await sidebar.getByText('Living').waitFor();
      await expect.poll(() => products.allTextContents()).toEqual([expect.stringContaining('Corner sofa')]);
      expect(await sidebar.getByText('Private stock').count()).toBe(0);
      // Each category counts the products of its subtree that the member sees.
      const living = sidebar.getByTestId('sidebar-category').filter({ hasText: 'Living' });
      expect(await living.getByTestId('product-count').textContent()).toBe('1');
      // Choosing a category shows the products of its whole subtree.
      await sidebar.getByText('Living').click();
      await sidebar.getByText('Sofas').waitFor();
      await member.page.waitForURL(/category=/);
      await expect.poll(() => products.count()).toBe(1);
      await screenshot(member.page, 'library-categories-4-member');
      expect(member.errors).toEqual([]);
    } finally {
      await member.close();
    }
    // The manager sees both products, each counted in its category and the categories above it.
    await page.reload();
    await expect.poll(() => row('Private stock').getByTestId('product-count').textContent()).toBe('1');
    expect(await row('Living').getByTestId('product-count').textContent()).toBe('1');
    await page
      .getByTestId('partner-categories')
      .getByText('No partner enterprise shares categories')
      .waitFor();
    await chooseFromMenu(page, 'Language', '한국어');
    await row('Private stock').getByText('제한됨').waitFor();
    await screenshot(page, 'library-categories-5-ko');
    expect(errors).toEqual([]);
  }, 120_000);
});
