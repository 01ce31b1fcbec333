import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGlb } from '../apps/server/src/modules/library/demo/model-builder.ts';
import { brokenGltf } from '../apps/server/src/modules/library/processing/test-models.ts';
import { screenshot } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { useServerAndBrowser } from './support/harness.ts';

const context = useServerAndBrowser();

/** A 0.8 × 0.9 × 0.45 m red cabinet with an oak top: two coloured boxes, built here and now. */
function redCabinet(): Promise<Uint8Array> {
  return buildGlb(
    'cabinet',
    [
      { shape: 'box', size: [0.8, 0.86, 0.45], at: [0, 0.43, 0], material: 'lacquer' },
      { shape: 'box', size: [0.84, 0.04, 0.48], at: [0, 0.88, 0], material: 'oak' },
    ],
    {
      lacquer: { color: [0.62, 0.06, 0.04], roughness: 0.4 },
      oak: { color: [0.45, 0.28, 0.12], roughness: 0.7 },
    },
  );
}

describe('the product library', () => {
  beforeAll(() => signIn(context.browser.page, context.server.url, 'designer@demo.example'));

  it('uploads a GLB, shows it processed with thumbnails, finds it by its Korean name and opens its 3D view', async () => {
    const { server } = context;
    const { page, errors } = context.browser;
    await page.goto(server.url);
    await page
      .getByRole('link', { name: /Library/ })
      .first()
      .click();
    await page.getByText('Personal', { exact: true }).click();
    await page.getByText('No products in this library yet').waitFor();
    await screenshot(page, 'library-0-empty');

    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a product' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Red cabinet');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'cabinet.glb',
      mimeType: 'model/gltf-binary',
      buffer: Buffer.from(await redCabinet()),
    });
    const accepted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/model$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const answer = await accepted;
    expect(answer.status()).toBe(202);
    expect((await answer.json()).processing.status).toBe('WAITING');
    await page.getByRole('heading', { name: /Red cabinet/ }).waitFor();
    await screenshot(page, 'library-1-uploaded');

    // The page asks again by itself until the processing has ended.
    await page.getByTestId('product-status').filter({ hasText: 'Ready' }).waitFor({ timeout: 90_000 });
    const thumbnails = page.getByTestId('product-thumbnails').locator('img');
    await expect.poll(() => thumbnails.count()).toBe(4);
    await expect
      .poll(() =>
        thumbnails.evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await expect.poll(() => page.getByText(/Size: 840 × 480 × 900 mm/).count()).toBe(1);

    await page.getByLabel('Korean name').fill('빨간 수납장');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes are saved.').waitFor();
    await screenshot(page, 'library-2-completed');

    await page.getByTestId('back-to-library').click();
    await page.getByTestId('library-product').first().waitFor();
    await page.getByLabel('Search').fill('수납장');
    await expect.poll(() => page.getByTestId('library-product').count()).toBe(1);
    await page.getByLabel('Search').fill('빨간 수납');
    await expect.poll(() => page.url()).toContain('q=');
    const found = page.getByTestId('library-product');
    await expect.poll(() => found.count()).toBe(1);
    await expect.poll(() => found.getAttribute('aria-label')).toBe('Red cabinet');
    await page.getByLabel('Search').fill('소파 없음');
    await page.getByText('No product matches').waitFor();
    await page.getByLabel('Search').fill('수납장');
    await found.first().waitFor();
    await screenshot(page, 'library-3-found-in-korean');

    await found.first().click();
    const viewer = page.locator('[data-testid=model-viewer][data-status=ready] canvas');
    await viewer.waitFor({ timeout: 30_000 });
    const box = (await viewer.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 30, { steps: 8 });
    await page.mouse.up();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await screenshot(page, 'library-4-3d-view');
    // The canvas shows the red cabinet: a good share of its pixels are clearly red.
    const pixels = await sharp(await viewer.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < pixels.data.length; i += pixels.info.channels) {
      const [r, g, b] = [pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!];
      if (r > 90 && r > g * 2 && r > b * 2) red++;
    }
    expect(red / (pixels.info.width * pixels.info.height)).toBeGreaterThan(0.05);
    expect(errors).toEqual([]);
  }, 180_000);

  it('shows why a model failed, retries it and deletes it', async () => {
    const { server } = context;
    const { page, errors } = context.browser;
    await page.goto(`${server.url}/library?scope=personal`);
    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a product' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Broken lamp');
    // glTF JSON whose buffer is shorter than it claims: accepted by content, refused by the validator.
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'lamp.gltf',
      mimeType: 'model/gltf+json',
      buffer: Buffer.from(brokenGltf()),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const reason = page.getByTestId('failure-reason');
    await reason.waitFor({ timeout: 60_000 });
    await expect.poll(() => reason.textContent()).toMatch(/glTF error/);
    await screenshot(page, 'library-5-failed');

    const retried = page.waitForResponse((r) => r.request().method() === 'POST' && /\/retry$/.test(r.url()));
    await reason.getByRole('button', { name: 'Try again' }).click();
    expect((await retried).status()).toBe(202);
    await page.getByTestId('failure-reason').waitFor({ timeout: 60_000 });

    await reason.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this product?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('heading', { name: 'Product library' }).waitFor();
    await expect.poll(() => page.url()).toContain('scope=personal');
    await page.getByRole('link', { name: /Broken lamp/ }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  }, 120_000);

  it('uploads a texture with the real size of one tile', async () => {
    const { server } = context;
    const { page, errors } = context.browser;
    await page.goto(`${server.url}/library?scope=personal`);
    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a product' });
    await dialog.getByText('Texture', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Terracotta tile');
    const tile = await sharp({ create: { width: 256, height: 128, channels: 3, background: '#b4553a' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByLabel('Colour map (albedo)').click();
    await (await chooser).setFiles({ name: 'tile.png', mimeType: 'image/png', buffer: tile });
    await dialog.getByLabel('Tile width').fill('600');
    await dialog.getByLabel('Tile height').fill('300');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByTestId('product-status').filter({ hasText: 'Ready' }).waitFor({ timeout: 60_000 });
    await page.getByText('One tile: 600 × 300 mm').waitFor();
    await page.getByRole('img', { name: 'Tiled' }).waitFor();
    await screenshot(page, 'library-9-texture');
    expect(errors).toEqual([]);
  }, 120_000);

  it('manages a category tree: add, nest, move to the top, rename and delete', async () => {
    const { server } = context;
    const { page, errors } = context.browser;
    await page.goto(`${server.url}/library/categories`);
    await page.getByText('Personal', { exact: true }).click();
    await page.getByText('No categories yet').waitFor();
    const rows = page.getByTestId('category-row');
    const named = async (action: string, category: string, name: string) => {
      await chooseFromMenu(page, `Actions of ${category}`, action);
      await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    };

    await page.getByRole('button', { name: 'New category' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Sofas');
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await rows.filter({ hasText: 'Sofas' }).waitFor();
    await named('Add a subcategory', 'Sofas', 'Corner sofas');
    await expect
      .poll(() => rows.and(page.locator('[data-depth="1"]')).getByTestId('category-name').textContent())
      .toBe('Corner sofas');
    // Counted as the designer sees them: the cabinet is in no category.
    expect(await rows.getByTestId('product-count').allTextContents()).toEqual(['0', '0']);
    await screenshot(page, 'library-6-categories');

    await chooseFromMenu(page, 'Actions of Corner sofas', 'Move');
    await page.getByRole('dialog').getByLabel('Move under').click();
    await page.getByRole('option', { name: 'Top level' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
    await expect.poll(() => page.locator('[data-testid=category-row][data-depth="0"]').count()).toBe(2);

    await named('Rename', 'Sofas', 'Living sofas');
    await rows.filter({ hasText: 'Living sofas' }).waitFor();
    await chooseFromMenu(page, 'Actions of Corner sofas', 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows.getByTestId('category-name').allTextContents()).toEqual(['Living sofas']);

    await chooseFromMenu(page, 'Language', '한국어');
    await page.getByRole('heading', { name: '카테고리' }).waitFor();
    await screenshot(page, 'library-7-categories-ko');
    await page.goto(`${server.url}/library?scope=personal`);
    await page.getByRole('heading', { name: '제품 라이브러리' }).waitFor();
    await screenshot(page, 'library-8-list-ko');
    expect(errors).toEqual([]);
  }, 120_000);
});
