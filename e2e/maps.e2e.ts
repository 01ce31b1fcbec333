import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { api, useEditorSession } from './support/editor.ts';

const session = useEditorSession('designer@demo.example');

describe('map floor plans, from an address to the editor', () => {
  it('searches an address, opens the complex, starts a mirrored project from a unit plan and sees it in the editor', async () => {
    const { page } = session.browser;
    await page.goto(`${session.server.url}/maps`);
    // No tile source is configured (and CI has no network): the map draws its coordinate grid.
    await expect.poll(() => page.getByTestId('map').getAttribute('data-blank')).toBe('true');
    await expect
      .poll(() => page.getByTestId('map-coordinates').textContent())
      .toMatch(/37\.\d{4}°N 127\.\d{4}°E/);
    await expect.poll(() => page.locator('.map-complex-marker').count()).toBeGreaterThan(2);
    await screenshot(page, 'maps-map');

    await page.getByLabel('Address search').fill('송파대로');
    const suggestion = page.getByRole('option', { name: /헬리오시티/ });
    await suggestion.first().waitFor();
    await screenshot(page, 'maps-suggestions');
    await suggestion.first().click();

    await page.getByRole('heading', { name: '헬리오시티' }).waitFor();
    const plans = page.getByTestId('unit-plan');
    await expect.poll(() => plans.count()).toBe(2);
    const large = plans.filter({ hasText: '112A' });
    await large.getByText('Horizontal').click();
    await screenshot(page, 'maps-complex');
    await large.getByRole('button', { name: 'Start a project from this plan' }).click();

    await page.waitForURL(/\/editor\//);
    await expect
      .poll(() => page.locator('[data-room-label]').allTextContents())
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('Master bedroom'),
          expect.stringContaining('Kitchen'),
        ]),
      );
    await expect.poll(() => page.locator('[data-opening]').count()).toBe(4);
    await screenshot(page, 'maps-editor');
    const projectId = decodeURIComponent(page.url().split('/editor/')[1]!);
    const { project } = await api<{ project: { fromMap: { flip: number; mapFloorplanId: string } } }>(
      session,
      'GET',
      `/api/v1/projects/${projectId}/detail`,
    );
    expect(project.fromMap).toMatchObject({ flip: 1, mapFloorplanId: expect.any(String) });
  });
});
