import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  clickPlan,
  createProject,
  dragPlan,
  settled,
  stored,
  studio,
  useEditorSession,
  waitSaved,
} from './support/editor.ts';

const session = useEditorSession();

describe('the plan editor: floors, tracing, help, 3D', () => {
  it('adds a floor over another, traces a scanned plan at a set scale, lists the shortcuts, shows 3D beside the plan', async () => {
    const project = { id: await createProject(session, 'Two storeys', studio()) };
    const { page } = session.browser;
    await page.goto(`${session.server.url}/editor/${project.id}`);
    await expect.poll(() => page.locator('[data-wall]').count()).toBe(4);

    // A floor above: the one below shows faintly to draw over; a room drawn there; renamed.
    await page.getByRole('button', { name: 'Add floor' }).click();
    await expect.poll(() => page.getByTestId('floor-row').count()).toBe(2);
    await page.getByTestId('floor-below').waitFor();
    expect(await page.locator('[data-wall]').count()).toBe(0);
    await page.keyboard.press('r');
    await dragPlan(page, [0, 0], [3000, 4000]);
    await expect.poll(() => page.locator('[data-room]').count()).toBe(1);
    await page.getByTestId('floor-row').nth(1).getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('textbox', { name: 'Rename' }).fill('Loft');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('floor-row').nth(1).textContent()).toContain('Loft');
    await page.keyboard.press('Escape');
    await screenshot(page, 'editor-12-floor-above');

    // A scanned plan: 500 × 400 px with a 400 px line along its bottom; marking it as 8 m sets 20 mm a pixel.
    const scan = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400"><rect x="50" y="40" width="400" height="280" fill="none" stroke="#222" stroke-width="8"/><line x1="250" y1="40" x2="250" y2="320" stroke="#222" stroke-width="5"/><line x1="50" y1="360" x2="450" y2="360" stroke="#c00" stroke-width="3"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: scan });
    const image = page.getByTestId('tracing-image');
    await image.waitFor();
    await expect.poll(() => page.getByTestId('plan').getAttribute('data-tool')).toBe('calibrate.idle');
    const placed = await image.evaluate((el) => ({
      x: Number(el.getAttribute('x')),
      y: Number(el.getAttribute('y')),
      scale: Number(el.getAttribute('width')) / 500,
    }));
    const pixel = (px: number, py: number) =>
      [placed.x + px * placed.scale, placed.y + py * placed.scale] as const;
    await clickPlan(page, ...pixel(50, 360));
    await clickPlan(page, ...pixel(450, 360));
    await page.keyboard.type('8');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('tracing-panel').textContent())
      .toContain('Scale: 1 image pixel = 20.00 mm');
    await page.keyboard.press('f');
    await screenshot(page, 'editor-13-tracing');

    // The image is stored with the project: the design keeps its id, and a reload shows it again.
    await waitSaved(page);
    const blobId = (await stored(session, project.id)).floors[1]!.tracingImage!.blobId;
    expect(blobId).toMatch(/^[A-Za-z0-9]+\.png$/);
    await page.reload();
    await expect.poll(() => page.getByTestId('tracing-image').getAttribute('href')).toMatch(/^blob:/);
    expect(await page.getByTestId('tracing-panel').textContent()).not.toContain('could not be loaded');

    // The shortcuts, on ?.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await settled(page);
    await screenshot(page, 'editor-14-help');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(session.browser.errors).toEqual([]);

    // The 3D view beside the plan, when it is built.
    if (await page.getByText('Split', { exact: true }).count()) {
      await page.getByText('Split', { exact: true }).click();
      await page.locator('canvas').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      await screenshot(page, 'editor-15-split');
    }
  });

  it('places a camera by dragging its aim, names it, sets its height, looks through it in 3D, copies it', async () => {
    const id = await createProject(session, 'With a view', studio());
    const { page } = session.browser;
    await page.goto(`${session.server.url}/editor/${id}`);
    await expect.poll(() => page.locator('[data-wall]').count()).toBe(4);
    await page.keyboard.press('c');
    await dragPlan(page, [1000, 3000], [4000, 1000]);
    await expect.poll(() => page.locator('g[data-camera]').count()).toBe(1);
    const panel = page.getByTestId('camera-panel');
    await panel.getByLabel('Name').fill('Sofa view');
    await panel.getByLabel('Name').press('Enter');
    await panel.getByLabel('Eye height').fill('1200');
    await panel.getByLabel('Eye height').press('Enter');
    await expect.poll(() => page.locator('g[data-camera] text').textContent()).toBe('Sofa view');
    await screenshot(page, 'editor-16-camera');
    await waitSaved(page);
    const [camera] = (await stored(session, id)).floors[0]!.cameras;
    expect(camera).toMatchObject({ name: 'Sofa view', position: { x: 1000, y: 3000, z: 1200 }, fovDeg: 60 });

    // Looking through it opens the 3D view beside the plan, seen from the camera.
    await panel.getByRole('button', { name: 'Look through this camera' }).click();
    await page.locator('canvas').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await screenshot(page, 'editor-17-look-through');

    // Ctrl+C and Ctrl+V paste a copy of the camera beside it, Ctrl+Z takes it away again.
    await page.keyboard.press('v');
    await clickPlan(page, 1000, 3000);
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    const names = page.locator('g[data-camera] text');
    await expect.poll(() => names.allTextContents()).toEqual(['Sofa view', 'Sofa view (copy)']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => names.count()).toBe(1);
    expect(session.browser.errors).toEqual([]);
  });
});
