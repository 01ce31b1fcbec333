import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const context = useServerAndBrowser();

/** One call of the API with the signed-in page's session, for setting up what the screens then show. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('roomcraft.session')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, body },
  );
}

interface Made {
  id: string;
}

describe('the library catalogue screens', () => {
  let chair: Made;
  let walnutChair: Made;
  let birchChair: Made;
  let ownerId: string;

  beforeAll(async () => {
    const { page } = context.browser;
    await signIn(page, context.server.url, 'designer@demo.example');
    ownerId = (await api<{ user: Made }>(page, 'GET', '/v1/user/me')).user.id;
    const { brand } = await api<{ brand: Made }>(page, 'POST', `/v1/brand/${ownerId}`, {
      libType: 'personal',
      name: 'Nordic Oak',
    });
    const product = async (name: string, tags: string[]) =>
      (
        await api<{ product: Made }>(page, 'POST', '/v1/product', {
          libType: 'personal',
          ownerId,
          type: 'FURNITURE',
          name,
          brandId: brand.id,
          tags,
        })
      ).product;
    chair = await product('Oak chair', ['oak', 'chair']);
    walnutChair = await product('Walnut chair', ['oak']);
    birchChair = await product('Birch chair', []);
    await api(page, 'POST', '/v1/product/group', {
      libType: 'personal',
      ownerId,
      name: 'Chair',
      productIds: [chair.id, walnutChair.id],
    });
  });

  it('lists a product’s options with their names and renames one', async () => {
    const { page, errors } = context.browser;
    await page.goto(`${context.server.url}/library/products/${chair.id}`);
    const options = page.getByTestId('product-options');
    await options.getByText('Walnut chair').waitFor();
    const name = options.getByRole('textbox', { name: 'Option name of Walnut chair' });
    await name.fill('Walnut');
    const saved = page.waitForResponse((r) => /\/optionName$/.test(r.url()));
    await options
      .getByTestId(`option-${walnutChair.id}`)
      .getByRole('button', { name: 'Save option name' })
      .click();
    expect((await saved).status()).toBe(200);
    await screenshot(page, 'library-catalogue-0-options');

    // The other option's own page shows the new name, read from the server.
    await options.getByRole('link', { name: 'Walnut chair' }).click();
    await page.getByRole('heading', { name: /Walnut chair/ }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Option name of Walnut chair' }).inputValue())
      .toBe('Walnut');
    expect(errors).toEqual([]);
  });

  it('adds a product of the library as an option and takes it out again', async () => {
    const { page, errors } = context.browser;
    await page.goto(`${context.server.url}/library/products/${chair.id}`);
    const options = page.getByTestId('product-options');
    await options.getByLabel('Add an option').fill('Birch');
    await page.getByRole('option', { name: 'Birch chair' }).click();
    await options.getByRole('button', { name: 'Add', exact: true }).click();
    await options.getByTestId(`option-${birchChair.id}`).waitFor();
    // The option name given before survives the regrouping.
    await expect
      .poll(() => options.getByRole('textbox', { name: 'Option name of Walnut chair' }).inputValue())
      .toBe('Walnut');
    await options.getByRole('button', { name: 'Remove Birch chair from the options' }).click();
    await options.getByTestId(`option-${birchChair.id}`).waitFor({ state: 'detached' });
    await expect.poll(() => options.getByTestId(/^option-/).count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('makes a furniture product a lamp with its light', async () => {
    const { page, errors } = context.browser;
    await page.goto(`${context.server.url}/library/products/${walnutChair.id}`);
    const light = page.getByTestId('lamp-light');
    await light.getByText('Placing it adds no light.').waitFor();
    await light.getByRole('switch', { name: 'This product is a lamp' }).click();
    await light.getByRole('textbox', { name: 'Bulb height above the base (mm)' }).fill('1450');
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await light.getByRole('button', { name: 'Save light' }).click();
    expect((await saved).status()).toBe(200);
    await light.scrollIntoViewIfNeeded();
    await screenshot(page, 'library-catalogue-1-light');
    await page.reload();
    await expect
      .poll(() => light.getByRole('textbox', { name: 'Bulb height above the base (mm)' }).inputValue())
      .toBe('1450');
    expect(errors).toEqual([]);
  });

  it('opens the brand page from a product and shows the brand’s products', async () => {
    const { page, errors } = context.browser;
    await page.goto(`${context.server.url}/library/products/${chair.id}`);
    await page.getByTestId('product-brand').click();
    await page.getByRole('heading', { name: /Nordic Oak/ }).waitFor();
    const products = page.getByTestId('brand-products');
    await products.getByText('Oak chair').waitFor();
    await expect.poll(() => products.getByText('Walnut chair').count()).toBe(1);
    await screenshot(page, 'library-catalogue-2-brand');

    // The brands list links to the same page.
    await page.goto(`${context.server.url}/library/brands`);
    await page.getByText('Personal', { exact: true }).click();
    await page.getByRole('link', { name: 'Nordic Oak' }).click();
    await page.getByTestId('brand-products').getByText('Oak chair').waitFor();
    expect(errors).toEqual([]);
  });

  it('sorts the tags and creates a tag group', async () => {
    const { page, errors } = context.browser;
    await page.goto(`${context.server.url}/tags`);
    const firstTag = () =>
      page.getByTestId('tag-table').locator('tbody tr').first().locator('td').first().innerText();
    await expect.poll(firstTag).toBe('chair');
    await page.getByTestId('tag-sort').click();
    await page.getByRole('option', { name: 'Most used' }).click();
    await expect.poll(firstTag).toBe('oak');

    await page.getByRole('textbox', { name: 'New tag group' }).fill('Woods');
    const tagsInput = page.getByLabel('Tags of the group').first();
    await tagsInput.fill('walnut');
    await tagsInput.press('Enter');
    await page.getByRole('button', { name: 'Add group' }).click();
    const group = page.getByTestId('tag-group-Woods');
    await group.getByText('walnut').waitFor();
    await screenshot(page, 'library-catalogue-3-tags');

    await group.getByRole('textbox', { name: 'Group name' }).fill('Timber');
    await group.getByRole('button', { name: 'Save group' }).click();
    await page.getByTestId('tag-group-Timber').waitFor();
    await page.getByTestId('tag-group-Timber').getByRole('button', { name: 'Delete group' }).click();
    await page.getByText('No tag groups yet').waitFor();

    await chooseFromMenu(page, 'Language', '한국어');
    await page.getByRole('heading', { name: '태그', exact: true }).waitFor();
    await expect.poll(firstTag).toBe('oak');
    await screenshot(page, 'library-catalogue-4-tags-ko');
    await page.goto(`${context.server.url}/library/products/${chair.id}`);
    await page.getByRole('heading', { name: '옵션', exact: true }).waitFor();
    await page.getByTestId('lamp-light').scrollIntoViewIfNeeded();
    await screenshot(page, 'library-catalogue-5-product-ko');
    expect(errors).toEqual([]);
  });
});
