import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { atRest, card, seedWorkweek, useWorkspace } from './support/projects.ts';

const w = useWorkspace('projects-trash-folders');

describe('the trash, nested folders and Korean', () => {
  it('keeps trashed projects restorable, and speaks Korean', async () => {
    const designer = await w.browser();
    const { page } = designer;
    await signIn(page, w.server.url, 'designer@demo.example');
    await seedWorkweek(w.server, page);
    await page.goto(`${w.server.url}/projects`);
    await card(page, 'Hannam office lobby')
      .getByRole('checkbox', { name: 'Select Hannam office lobby' })
      .click();
    await card(page, 'Seongsu café').getByRole('checkbox', { name: 'Select Seongsu café' }).click();
    await page.getByText('2 projects selected').waitFor();
    await page
      .getByRole('region', { name: 'Selected projects' })
      .getByRole('button', { name: 'Move to trash' })
      .click();
    await page.getByText('2 projects are in the trash.').waitFor();
    await expect.poll(() => page.getByTestId('project-card').count()).toBe(3);

    await page.getByRole('link', { name: 'Trash' }).click();
    await card(page, 'Seongsu café').getByText('30 days left').waitFor();
    await atRest(page);
    await screenshot(page, 'projects-trash');
    await card(page, 'Seongsu café').getByRole('button', { name: 'Restore' }).click();
    await page.getByText('The project is restored.').waitFor();
    await expect.poll(() => page.getByTestId('project-card').count()).toBe(1);

    // Folders nest by drag and drop; the breadcrumbs follow.
    await page.getByRole('button', { name: 'New folder in My folders' }).click();
    const folderDialog = page.getByRole('dialog', { name: 'New folder' });
    await folderDialog.getByLabel('Folder name').fill('Archive 2025');
    await folderDialog.getByRole('button', { name: 'Create folder' }).click();
    await page.getByRole('heading', { name: 'Archive 2025' }).waitFor();
    await page.getByTestId('folder-Kim residence').dragTo(page.getByTestId('folder-Archive 2025'));
    await page.getByRole('button', { name: 'Hide folders inside Archive 2025' }).waitFor();
    await page.getByTestId('folder-Kim residence').getByRole('link').click();
    const crumbs = page.getByRole('navigation', { name: 'Folder path' });
    await expect.poll(() => crumbs.textContent()).toBe('All projects/Archive 2025/Kim residence');
    await expect.poll(() => page.getByTestId('project-card').count()).toBe(2);
    await atRest(page);
    await screenshot(page, 'projects-folder-nested');

    // A folder lists its own projects, and those of the folders inside it when asked.
    await crumbs.getByRole('link', { name: 'Archive 2025' }).click();
    await page.getByText('This folder is empty').waitFor();
    await page.getByText('Include subfolders', { exact: true }).click();
    await expect.poll(() => page.getByTestId('project-card').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('sub')).toBe('1');

    // And reorder: a new folder dropped on the top edge of another goes before it.
    await page.getByRole('button', { name: 'New folder in My folders' }).click();
    await folderDialog.getByLabel('Folder name').fill('Showroom');
    await folderDialog.getByRole('button', { name: 'Create folder' }).click();
    await page.getByRole('heading', { name: 'Showroom' }).waitFor();
    const tops = () =>
      page
        .getByTestId('folders-PERSONAL')
        .locator('[data-testid^="folder-"]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
    expect(await tops()).toEqual(['folder-Archive 2025', 'folder-Kim residence', 'folder-Showroom']);
    await page
      .getByTestId('folder-Showroom')
      .dragTo(page.getByTestId('folder-Archive 2025'), { targetPosition: { x: 40, y: 3 } });
    await expect.poll(tops).toEqual(['folder-Showroom', 'folder-Archive 2025', 'folder-Kim residence']);

    await chooseFromMenu(page, 'Language', '한국어');
    await page
      .getByRole('navigation', { name: '프로젝트와 폴더' })
      .getByRole('link', { name: '모든 프로젝트' })
      .click();
    await page.getByRole('heading', { name: '모든 프로젝트' }).waitFor();
    await card(page, 'Seongsu café').getByText('선정됨').waitFor();
    await atRest(page);
    await screenshot(page, 'projects-dashboard-ko');
    await chooseFromMenu(page, '언어', 'English');
    expect(designer.errors).toEqual([]);
  });
});
