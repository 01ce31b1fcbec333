import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validChair } from '../apps/server/src/modules/library/processing/test-models.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { api, createProject, settled, studio, useEditorSession, waitSaved } from './support/editor.ts';
import { DEMO_PASSWORD } from './support/flows.ts';

const session = useEditorSession('manager@demo.example');
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The row of an item on the order page or in the console, once it shows the given state. */
async function itemInState(page: Page, testId: string, state: string) {
  const row = page.getByTestId(testId);
  await row.locator(`[data-state=${state}]`).waitFor({ timeout: 30_000 });
  return row;
}

describe('3D-modelling orders', () => {
  it('a manager orders two products, an operator makes one, the manager asks a change, approves it, and places it in a design', async () => {
    const { page, errors } = session.browser;
    const url = session.server.url;
    // The order form: two products, a photo, premium quality for the first; the price shows first.
    await page.goto(`${url}/orders`);
    await page.getByRole('link', { name: 'New order' }).click();
    await page.getByLabel('Order name').fill('Showroom armchairs');
    const first = page.getByTestId('order-item-0');
    await first.getByLabel('Product').first().fill('Oak armchair');
    await first.getByText('Premium', { exact: true }).click();
    await first
      .locator('input[type=file]')
      .setInputFiles({ name: 'armchair.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Add a product' }).click();
    await page.getByTestId('order-item-1').getByLabel('Product').first().fill('Walnut table');
    // 100,000 × 1.8 × 1.5 + 100,000 × 1.5
    await page.getByTestId('order-total').filter({ hasText: '420,000' }).waitFor();
    await screenshot(page, 'orders-1-form');
    await page.getByRole('button', { name: 'Submit the order' }).click();
    await page.getByRole('heading', { name: 'Showroom armchairs' }).waitFor();
    const orderId = page.url().split('/').pop()!;
    await itemInState(page, 'item-row-Oak armchair', 'REQUEST_NOT_CONFIRMED');

    // The operator's console: confirms both requests, takes the armchair, uploads its model.
    const ops = await launchBrowser();
    try {
      const console = ops.page;
      await console.goto(`${url}/back-office/sign-in`);
      await console.getByLabel('E-mail').fill('operator@demo.example');
      await console.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await console.getByRole('button', { name: 'Sign in' }).click();
      await console.getByRole('link', { name: '3D orders' }).click();
      await console.getByRole('link', { name: 'Showroom armchairs' }).click();
      const armchair = () => console.getByTestId('ops-item-Oak armchair');
      for (const name of ['Oak armchair', 'Walnut table']) {
        const row = await itemInState(console, `ops-item-${name}`, 'REQUEST_NOT_CONFIRMED');
        await row.getByRole('button', { name: 'Confirm request' }).click();
        await itemInState(console, `ops-item-${name}`, 'REQUEST_CONFIRMED');
      }

      await page.reload();
      await page.getByRole('button', { name: /Confirm the order/ }).click();
      await itemInState(page, 'item-row-Oak armchair', 'MAKING_WAITING');
      await page.getByTestId('order-price').filter({ hasText: '420,000' }).waitFor();

      await console.reload();
      await armchair().getByLabel('Modeller').click();
      await console.getByRole('option', { name: 'Demo Operator' }).click();
      await armchair().getByRole('button', { name: 'Start modelling' }).click();
      await itemInState(console, 'ops-item-Oak armchair', 'MAKING_STARTED');
      const glb = Buffer.from(await validChair());
      await armchair()
        .locator('input[type=file]')
        .setInputFiles({ name: 'armchair.glb', mimeType: 'model/gltf-binary', buffer: glb });
      await itemInState(console, 'ops-item-Oak armchair', 'MAKING_FINISHED');
      // Passed on once the library's worker has processed the model (refused as not ready until then).
      const modelStatus = async () => {
        const row = await session.server.db
          .selectFrom('product_order_items')
          .innerJoin('products', 'products.id', 'product_order_items.product_id')
          .select('products.status')
          .where('product_order_items.name', '=', 'Oak armchair')
          .executeTakeFirst();
        return row?.status;
      };
      await expect.poll(modelStatus, { timeout: 60_000, interval: 500 }).toBe('COMPLETED');
      await armchair().getByRole('button', { name: 'Pass inspection' }).click();
      await itemInState(console, 'ops-item-Oak armchair', 'MAKING_CONFIRMED');
      await armchair().getByRole('button', { name: 'Send to customer' }).click();
      await itemInState(console, 'ops-item-Oak armchair', 'CHECKING_WAITING');

      // The manager reviews it in 3D and asks for a change.
      await page.reload();
      const row = await itemInState(page, 'item-row-Oak armchair', 'CHECKING_WAITING');
      await row.getByRole('link', { name: 'Review' }).click();
      await page
        .getByTestId('model-viewer')
        .and(page.locator('[data-status=ready]'))
        .waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Start the review' }).click();
      await page.getByLabel('What should change').fill('Make the back 5 cm taller');
      await page.getByRole('button', { name: 'Request the modification' }).click();
      await page.getByTestId('mod-req').filter({ hasText: 'Make the back 5 cm taller' }).waitFor();
      await page.getByText('1 request(s) left in this round.').waitFor();
      await screenshot(page, 'orders-2-review');

      // The modeller delivers the modified model.
      await console.reload();
      await itemInState(console, 'ops-item-Oak armchair', 'CHECKING_MODIFY_REQUEST');
      await armchair()
        .locator('input[type=file]')
        .setInputFiles({ name: 'armchair-2.glb', mimeType: 'model/gltf-binary', buffer: glb });
      await itemInState(console, 'ops-item-Oak armchair', 'CHECKING_MODIFY_FINISHED');
      await screenshot(console, 'orders-3-console');
      expect(ops.errors).toEqual([]);
    } finally {
      await ops.close();
    }

    // Approved, the product is in the enterprise library and goes into a design.
    await page.reload();
    await page.getByRole('button', { name: 'Approve the model' }).click();
    await page.locator('[data-state=CHECKING_FINISHED]').first().waitFor();
    await page.goto(`${url}/library`);
    await page
      .getByRole('link', { name: /Oak armchair/ })
      .or(page.getByLabel('Oak armchair'))
      .first()
      .waitFor();
    const projectId = await createProject(session, 'Showroom', studio());
    await page.goto(`${url}/editor/${projectId}`);
    await page.getByText('3D', { exact: true }).click();
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByRole('button', { name: 'Place in view: Oak armchair' }).click();
    await settled(page);
    await waitSaved(page);
    const { items: ordered } = await api<{ items: { name: string; productId: string | null }[] }>(
      session,
      'GET',
      `/api/v2/product-orders/${orderId}`,
    );
    const { design } = await api<{ design: { floors: { items: { productId: string }[] }[] } }>(
      session,
      'GET',
      `/api/v1/projects/${projectId}/design`,
    );
    expect(design.floors[0]!.items.map((item) => item.productId)).toEqual([
      ordered.find((item) => item.name === 'Oak armchair')!.productId,
    ]);
    await screenshot(page, 'orders-4-placed');
    expect(errors).toEqual([]);
  }, 300_000);
});
