import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { chooseFromMenu, DEMO_PASSWORD, signIn } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const env = useServerAndBrowser();

/** One JSON call to the running server, as the holder of `token`. */
async function call(path: string, token: string | null, body?: unknown) {
  const answer = await fetch(`${env.server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/**
 * Expects the public library a signed-in user sees: the products' names and the sidebar's categories
 * with their counts. Both are polled: the sidebar renders closed branches (Benches under Garden) in
 * React's hidden Activity, at idle priority, so on a loaded machine they appear a moment later.
 */
async function expectPublicLibrary(page: Page, expected: { products: string[]; categories: string[] }) {
  await page.goto(`${env.server.url}/library?scope=public`);
  const sidebar = page.getByTestId('category-sidebar');
  await expect
    .poll(() =>
      page
        .getByTestId('library-product')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')).sort()),
    )
    .toEqual(expected.products);
  await expect
    .poll(() => sidebar.getByTestId('sidebar-category').allTextContents())
    .toEqual(expected.categories);
}

describe('the public library in the back office', () => {
  beforeAll(async () => {
    // The public library: Garden (with Benches) and Lighting, each holding finished products.
    const { token } = await call('/ops/login', null, {
      email: 'operator@demo.example',
      password: DEMO_PASSWORD,
    });
    await call('/ops/v1/enterprises', token, {
      name: 'North Studio',
      url: 'north-studio',
      admin: { email: 'lead@north.example', nickname: 'North Lead', password: 'north-password' },
    });
    const category = async (name: string, parentId: string | null = null) =>
      (await call('/api/v2/categories', token, { libType: 'public', ownerId: 'public', name, parentId }))
        .category.id as string;
    const garden = await category('Garden');
    const benches = await category('Benches', garden);
    const lighting = await category('Lighting');
    const products = [
      ['Oak bench', benches],
      ['Teak chair', garden],
      ['Floor lamp', lighting],
    ];
    const ids = [];
    for (const [name, categoryId] of products) {
      const body = { libType: 'public', ownerId: 'public', type: 'FURNITURE', name, categoryId };
      ids.push((await call('/api/v1/product', token, body)).product.id as string);
    }
    // Finished without running the model pipeline: only finished public products are shown.
    await env.server.db.updateTable('products').set({ status: 'COMPLETED' }).where('id', 'in', ids).execute();
  });

  it('restricts a public category to one enterprise: its members see its products, others no longer do', async () => {
    const { page, errors } = env.browser;
    await page.goto(`${env.server.url}/back-office/sign-in`);
    await page.getByLabel('E-mail').fill('operator@demo.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Public library' }).click();

    const rows = page.getByTestId('public-category');
    const row = (name: string) => rows.filter({ has: page.getByText(name, { exact: true }) });
    await row('Garden').waitFor();
    // The operator sees every product: Garden counts its own and Benches'.
    expect(await row('Garden').getByTestId('product-count').textContent()).toBe('2');
    expect(await row('Benches').getByTestId('product-count').textContent()).toBe('1');

    await row('Garden').click();
    const audience = page.getByTestId('category-audience');
    await audience.getByRole('heading', { name: 'Who sees Garden' }).waitFor();
    await audience.getByRole('radio', { name: 'Only chosen enterprises' }).check();
    await audience.getByText('No enterprise is chosen').waitFor();
    await audience.getByLabel('Add an enterprise').fill('North');
    await page.getByRole('option', { name: 'North Studio' }).click();
    await audience.getByRole('button', { name: 'Remove North Studio' }).waitFor();
    await audience.getByRole('button', { name: 'Save changes' }).click();
    await audience.getByRole('status').filter({ hasText: 'Your changes are saved.' }).waitFor();
    await row('Garden').getByText('Restricted').waitFor();

    // Checking Demo Interiors marks what it sees: Garden and Benches are hidden from it.
    const sight = page.getByTestId('enterprise-sight');
    await sight.getByLabel('Enterprise to check').fill('Demo');
    await page.getByRole('option', { name: 'Demo Interiors' }).click();
    await sight.getByText('Demo Interiors sees 1 of 3 public categories.').waitFor();
    expect(await row('Garden').getByText('Hidden').count()).toBe(1);
    expect(await row('Benches').getByText('Hidden').count()).toBe(1);
    expect(await row('Lighting').getByText('Sees it').count()).toBe(1);
    await screenshot(page, 'ops-public-library');

    // Read again, the form starts from the saved restriction, the enterprise named.
    await page.reload();
    await row('Garden').click();
    expect(await audience.getByRole('radio', { name: 'Only chosen enterprises' }).isChecked()).toBe(true);
    await audience.getByText('North Studio').waitFor();

    // A designer of Demo Interiors no longer sees Garden or its products; North Studio's lead does.
    const designer = await launchBrowser();
    const lead = await launchBrowser();
    try {
      await signIn(designer.page, env.server.url, 'designer@demo.example');
      await expectPublicLibrary(designer.page, { products: ['Floor lamp'], categories: ['Lighting1'] });
      await screenshot(designer.page, 'ops-public-library-other-enterprise');
      await signIn(lead.page, env.server.url, 'lead@north.example', 'north-password');
      await expectPublicLibrary(lead.page, {
        products: ['Floor lamp', 'Oak bench', 'Teak chair'],
        categories: ['Garden2', 'Benches1', 'Lighting1'],
      });
      expect([...designer.errors, ...lead.errors]).toEqual([]);
    } finally {
      await designer.close();
      await lead.close();
    }

    await chooseFromMenu(page, 'Language', '한국어');
    await page.getByRole('heading', { name: '공개 라이브러리' }).waitFor();
    await page.getByRole('radio', { name: '선택한 기업만' }).waitFor();
    await screenshot(page, 'ops-public-library-ko');
    expect(errors).toEqual([]);
  }, 120_000);
});
