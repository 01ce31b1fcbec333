import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livingRoomDesign } from '../apps/server/src/modules/renders/test-design.ts';
import { furnish } from '../apps/server/src/modules/renders/test-library-products.ts';
import { SOFA, TABLE } from '../bench/view3d/furniture.ts';
import { LibraryClient } from '../bench/view3d/products.ts';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { renderWorkers, shrinkQueuedJobs } from './support/renders.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let projectId: string;
const browsers: TestBrowser[] = [];

beforeAll(async () => {
  server = await startServer();
  const { client, userId } = await LibraryClient.signIn(server.url, 'designer@demo.example');
  // Two products uploaded and processed as a user's are; then the table's stored model is damaged.
  const sofa = await client.furniture(userId, SOFA);
  const table = await client.furniture(userId, TABLE);
  await client.processed([sofa, table]);
  const row = await server.db
    .selectFrom('products')
    .select(['asset_key', 'assets'])
    .where('id', '=', table)
    .executeTakeFirstOrThrow();
  await server.blobs.put(
    `library/${row.asset_key}/${(row.assets as { model: string }).model}`,
    Buffer.from('glTF, but damaged'),
  );
  const design = furnish(livingRoomDesign(), [
    { id: 'sofa', productId: sofa, x: 1500, y: 2500 },
    { id: 'table', productId: table, x: 3500, y: 2000 },
  ]);
  projectId = await client.project(userId, 'Flat with a damaged table', design);
  await client.call('POST', '/v1/renders', {
    projectId,
    sessionId: 'top',
    type: 1,
    tier: 'standard-render',
    engine: 'WEBGL',
  });
  await shrinkQueuedJobs(server);
  expect(await renderWorkers(server).full.drain()).toBe(1);
}, 240_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

describe('a render with a product drawn as a stand-in', () => {
  it('says so in the queue, on the gallery card and in the lightbox, in English and Korean', {
    timeout: 120_000,
  }, async () => {
    const english = 'could not be loaded: Dining table (its model file cannot be read)';
    const korean = '제품 1개를 불러오지 못했습니다: Dining table (모델 파일을 읽을 수 없음)';
    const browser = await launchBrowser();
    browsers.push(browser);
    const { page } = browser;
    await signIn(page, server.url, 'designer@demo.example');
    for (const [language, text] of [
      ['en', english],
      ['ko', korean],
    ] as const) {
      // The language picked in the browser wins over the account's.
      await page.evaluate((code) => localStorage.setItem('roomcraft.language', code), language);
      await page.goto(`${server.url}/projects/${projectId}/renders`);
      const card = page.getByTestId('gallery-card').filter({ has: page.locator('img') });
      await card.getByTestId('render-stand-ins').getByText(text, { exact: false }).waitFor();
      const queued = page.getByTestId('render-job').getByTestId('render-stand-ins');
      await queued.getByText(text, { exact: false }).waitFor();
      await screenshot(page, `renders-stand-ins-gallery-${language}`);
      await card.click();
      const lightbox = page.getByRole('dialog');
      await lightbox.getByTestId('render-stand-ins').getByText(text, { exact: false }).waitFor();
      await page.waitForTimeout(400); // the modal's opening transition
      await screenshot(page, `renders-stand-ins-lightbox-${language}`);
      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'detached' });
    }
    expect(browser.errors).toEqual([]);
  });
});
