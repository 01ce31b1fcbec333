import { describe, expect, it } from 'vitest';
import { screenshot, type TestBrowser } from './support/browser.ts';
import { flat } from './support/flat-design.ts';
import { signIn } from './support/flows.ts';
import { api, atRest, card, coverPng, fromCardMenu, useWorkspace } from './support/projects.ts';

const w = useWorkspace('projects-sharing');

// One story, in order: what the designer shares in the first test, the colleague and the visitor open next.
describe('sharing a project', () => {
  let designer: TestBrowser;
  let projectId = '';
  let shareLink = '';

  it('lets a designer create a folder and a project, set its cover and share it', async () => {
    designer = await w.browser();
    const { page } = designer;
    await signIn(page, w.server.url, 'designer@demo.example');
    await page.getByRole('link', { name: 'Open my projects' }).click();
    await page.getByRole('heading', { name: 'Start your first design' }).waitFor();
    await screenshot(page, 'projects-first-visit');

    // A folder, from the header.
    await page.getByRole('button', { name: 'New folder', exact: true }).click();
    const folderDialog = page.getByRole('dialog', { name: 'New folder' });
    await folderDialog.getByLabel('Folder name').fill('Kim residence');
    await folderDialog.getByRole('button', { name: 'Create folder' }).click();
    // The closing dialog's title already names the new folder: wait until it has gone.
    await folderDialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Kim residence', exact: true }).waitFor();
    await page.getByText('This folder is empty').waitFor();
    expect(new URL(page.url()).searchParams.get('folder')).toBeTruthy();

    // A project in it; creating one opens the editor.
    await page.getByRole('button', { name: 'New project', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'New project' });
    expect(await create.getByLabel('Folder').inputValue()).toBe('Kim residence');
    await create.getByLabel('Name').fill('Kim residence, 84 m²');
    await create
      .getByLabel('Description')
      .fill('A calm family flat: open living room, a bedroom and a bath.');
    await create.getByRole('button', { name: 'Create and open' }).click();
    await page.waitForURL(/\/editor\//);
    projectId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const detail = await api(w.server, page, 'GET', `/v1/projects/${projectId}/detail`);
    expect(detail.json.project.directoryIds).toHaveLength(1);
    // The editor saves the plan; here the test saves one as it would.
    const saved = await api(w.server, page, 'PUT', `/v1/projects/${projectId}/design`, {
      version: detail.json.project.designVersion,
      design: flat(),
    });
    expect(saved.status).toBe(200);
    // More projects, so the grid looks like a working week (one is picked, one bookmarked).
    const me = (await api(w.server, page, 'GET', '/v1/user/me')).json.user;
    for (const name of ['Hannam office lobby', 'Seongsu café', 'Jeju guesthouse', 'Lee kitchen study']) {
      const made = await api(w.server, page, 'POST', `/v1/projects/users/${me.id}`, { name });
      expect(made.status).toBe(201);
      if (name === 'Seongsu café') {
        await api(w.server, page, 'PATCH', `/v1/projects/${made.json.project.id}`, { selected: true });
      }
    }
    designer.errors.length = 0; // The editor is another feature's page; its errors are its own tests' business.

    await page.goto(`${w.server.url}/projects`);
    await card(page, 'Kim residence, 84 m²').waitFor();
    expect(await page.getByTestId('project-card').count()).toBe(5);

    // Cover: a text file is refused before sending, the PNG is previewed and saved.
    await fromCardMenu(page, 'Kim residence, 84 m²', 'Set cover');
    const coverDialog = page.getByRole('dialog', { name: 'Cover image' });
    const input = coverDialog.locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await coverDialog.getByText('Choose a PNG, JPEG or WebP image.').waitFor();
    expect(await coverDialog.getByRole('button', { name: 'Set as cover' }).isDisabled()).toBe(true);
    await input.setInputFiles({ name: 'living.png', mimeType: 'image/png', buffer: await coverPng() });
    await coverDialog.getByRole('img', { name: 'Preview of the new cover' }).waitFor();
    await screenshot(page, 'projects-cover-dialog');
    await coverDialog.getByRole('button', { name: 'Set as cover' }).click();
    await page.getByText('The cover is set.').waitFor();
    const cover = card(page, 'Kim residence, 84 m²').locator('img');
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(/\/api\/v1\/project-covers\/.+\/thumbnail$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Bookmark one, then drag another onto the folder.
    await card(page, 'Jeju guesthouse').hover();
    await card(page, 'Jeju guesthouse').getByRole('button', { name: 'Bookmark Jeju guesthouse' }).click();
    await expect
      .poll(() =>
        card(page, 'Jeju guesthouse')
          .getByRole('button', { name: 'Bookmark Jeju guesthouse' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await card(page, 'Lee kitchen study').dragTo(page.getByTestId('folder-Kim residence'));
    await page.getByText('Moved to Kim residence.').waitFor();
    await atRest(page);
    await page.getByText('Moved to Kim residence.').waitFor({ state: 'hidden' });
    await screenshot(page, 'projects-dashboard');

    // Share with VIEW to a colleague found by e-mail.
    await fromCardMenu(page, 'Kim residence, 84 m²', 'Share');
    const share = page.getByRole('dialog', { name: 'Share “Kim residence, 84 m²”' });
    await share.getByLabel('Add people').fill('designer2');
    await share.getByRole('option', { name: /designer2@demo\.example/ }).click();
    expect(await share.getByLabel('Access', { exact: true }).inputValue()).toBe('Can view');
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Shared with Second Designer (Can view).').waitFor();
    await share.getByTestId('grant-list').getByText('designer2@demo.example').waitFor();
    await screenshot(page, 'projects-share-people');

    // And an unlisted link.
    await share.getByRole('tab', { name: 'Links' }).click();
    await share.getByRole('button', { name: 'Create link' }).click();
    const link = share.getByRole('textbox', { name: 'Share link' });
    await link.waitFor();
    await page.getByText('Shared with Second Designer (Can view).').waitFor({ state: 'hidden' });
    shareLink = await link.inputValue();
    expect(shareLink).toMatch(new RegExp(`/p/${projectId}\\?key=`));
    await screenshot(page, 'projects-share-links');
    await page.keyboard.press('Escape');

    // The folder holds both projects it was given.
    await page.getByTestId('folder-Kim residence').getByRole('link').click();
    await page.getByRole('heading', { name: 'Kim residence', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('project-card').count()).toBe(2);
    expect(designer.errors).toEqual([]);
  });

  it('shows the colleague the project under "Shared with me", read-only', async () => {
    const colleague = await w.browser();
    const { page } = colleague;
    await signIn(page, w.server.url, 'designer2@demo.example');
    await page.getByRole('link', { name: 'Projects' }).first().click();
    await page.getByRole('link', { name: 'Shared with me' }).click();
    const shared = card(page, 'Kim residence, 84 m²');
    await shared.waitFor();
    await shared.getByTestId('project-role').filter({ hasText: 'View only' }).waitFor();
    expect(await page.getByTestId('project-card').count()).toBe(1);
    await shared.getByText('Demo Designer').waitFor();
    await screenshot(page, 'projects-shared-with-me');
    // The list says what the colleague may do: look and bookmark, never save, share or trash.
    await shared.getByRole('button', { name: 'Actions for Kim residence, 84 m²' }).click();
    await page.getByRole('menuitem', { name: 'Details' }).waitFor();
    for (const hidden of ['Rename', 'Set cover', 'Share', 'Move to folder…', 'Move to trash']) {
      expect(await page.getByRole('menuitem', { name: hidden }).count()).toBe(0);
    }
    await page.keyboard.press('Escape');

    await shared.getByRole('link', { name: 'Kim residence, 84 m²' }).click();
    await page.getByTestId('read-only-notice').waitFor();
    await page.getByRole('link', { name: 'Open read-only' }).waitFor();
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Change cover' }).count()).toBe(0);
    await page.getByTestId('plan-facts').getByText('3', { exact: true }).waitFor();
    await screenshot(page, 'projects-read-only');
    await page.getByRole('img', { name: 'Plan of 1F' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'projects-read-only-plan');

    const design = await api(w.server, page, 'GET', `/v1/projects/${projectId}/design`);
    expect(design.status).toBe(200);
    const save = await api(w.server, page, 'PUT', `/v1/projects/${projectId}/design`, {
      version: design.json.version,
      design: design.json.design,
    });
    expect(save.status).toBe(403);
    expect(colleague.errors).toEqual([]);
  });

  it('opens the share link signed out, and stops once the link is revoked', async () => {
    const visitor = await w.browser();
    const { page } = visitor;
    await page.goto(shareLink);
    await page.getByTestId('public-title').filter({ hasText: 'Kim residence, 84 m²' }).waitFor();
    await page.getByText('A calm family flat').waitFor();
    await page.getByRole('img', { name: 'Plan of 1F' }).waitFor();
    expect(await page.getByTestId('plan-facts').textContent()).toContain('Rooms3');
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    await atRest(page);
    await screenshot(page, 'projects-public-page');
    await page.getByRole('img', { name: 'Plan of 1F' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'projects-public-plan');

    const { page: owner } = designer;
    await owner.goto(`${w.server.url}/projects/${projectId}`);
    await owner.getByRole('button', { name: 'Share' }).click();
    await owner.getByRole('tab', { name: 'Links' }).click();
    await owner.getByRole('button', { name: 'Revoke' }).click();
    await owner.getByText('No links yet.').waitFor();
    await page.reload();
    await page.getByText('This link does not work').waitFor();

    // A PUBLIC key publishes the portfolio, which needs no key at all.
    await page.goto(`${w.server.url}/p/${projectId}`);
    await page.getByText('This link does not work').waitFor();
    expect(
      (await api(w.server, owner, 'POST', '/v2/share-keys', { projectId, visibility: 'PUBLIC' })).status,
    ).toBe(201);
    await page.reload();
    await page.getByText('Public portfolio').waitFor();
    await page.getByTestId('public-title').filter({ hasText: 'Kim residence, 84 m²' }).waitFor();
    expect(await page.getByTestId('plan-facts').count()).toBe(0);
    expect(visitor.errors).toEqual([]);
  });
});
