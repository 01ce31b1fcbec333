import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { callAs, projectWithLivingRoom } from './support/renders.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: TestBrowser;
let projectId: string;
let token: string;

type Quota = { quotas: { plan: string; tiers: { tier: string; limit: number; used: number }[] }[] };
const standardUnits = async () => {
  const { json } = await callAs<Quota>(server, 'GET', '/api/v1/subscription-quotas', token);
  return { plan: json.quotas[0]!.plan, ...json.quotas[0]!.tiers.find((x) => x.tier === 'standard-render')! };
};

/** Plans as an operator would set them for the test: a few standard units, no other render tier. */
async function shrinkPlans() {
  const units: Record<string, number> = {
    'standard-render': 2,
    'hd-render': 0,
    '4k-render': 0,
    '8k-render': 0,
  };
  for (const [tier, count] of Object.entries(units)) {
    await server.db
      .updateTable('billing_plan_units')
      .set({ units: count })
      .where('plan', '=', 'INDIVIDUAL_STANDARD')
      .where('tier', '=', tier)
      .execute();
  }
  await server.db
    .updateTable('billing_plan_units')
    .set({ units: 5 })
    .where('plan', '=', 'INDIVIDUAL_PRO_PLAN')
    .where('tier', '=', 'standard-render')
    .execute();
}

beforeAll(async () => {
  server = await startServer();
  ({ token, projectId } = await projectWithLivingRoom(server, 'personal@demo.example', 'Billing flat'));
  await shrinkPlans();
  browser = await launchBrowser();
});

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  console.error('page errors:', browser.errors);
  await screenshot(browser.page, 'billing-failed');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('buying render units', () => {
  it('picks a plan, pays on the local checkout, renders until the units run out, upgrades and renders again', {
    timeout: 180_000,
  }, async () => {
    const { page } = browser;
    await signIn(page, server.url, 'personal@demo.example');
    await page.goto(`${server.url}/pricing`);
    await page.getByRole('heading', { name: 'Plans and prices' }).waitFor();
    await page
      .getByRole('article', { name: 'Basic' })
      .getByRole('button', { name: 'Current plan' })
      .waitFor();
    await screenshot(page, 'billing-pricing');
    await page.getByRole('button', { name: 'Choose Standard' }).click();

    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(await page.getByTestId('amount-due').textContent()).toBe('₩19,000');
    await screenshot(page, 'billing-checkout');
    await page.getByRole('button', { name: 'Pay ₩19,000' }).click();
    await page.getByTestId('current-plan').filter({ hasText: 'Standard' }).waitFor();
    await page.getByTestId('next-invoice').waitFor();
    await page.getByRole('table', { name: 'Invoices' }).getByText('New subscription').waitFor();
    await screenshot(page, 'billing-page');
    expect(await standardUnits()).toMatchObject({ plan: 'INDIVIDUAL_STANDARD', limit: 2, used: 0 });

    await page.goto(`${server.url}/projects/${projectId}/renders`);
    const topView = page.getByRole('button', { name: 'Top view' });
    for (let rendered = 1; rendered <= 2; rendered++) {
      await topView.click();
      await expect.poll(async () => (await standardUnits()).used).toBe(rendered);
    }
    await topView.click();
    await page.getByText('No render units left').waitFor();
    await screenshot(page, 'billing-quota-exhausted');
    expect((await standardUnits()).used).toBe(2);

    await page.getByRole('button', { name: 'Get more units' }).click();
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await page.getByTestId('current-plan').filter({ hasText: 'Pro' }).waitFor();
    await page
      .getByRole('table', { name: 'Invoices' })
      .getByText('Plan or seats change (prorated)')
      .waitFor();
    await screenshot(page, 'billing-upgraded');
    // The upgrade grants the plan's difference at once: 2 used of 2 + (5 − 2).
    expect(await standardUnits()).toMatchObject({ plan: 'INDIVIDUAL_PRO_PLAN', limit: 5, used: 2 });

    await page.goBack();
    await page.goBack();
    await topView.click();
    await expect.poll(async () => (await standardUnits()).used).toBe(3);
    await page.getByText('Render queued').first().waitFor();
  });
});
