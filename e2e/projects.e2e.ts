import { EditorTypeCode } from '@roomcraft/contract';
import {
  addOpening,
  addRectangularRoom,
  createEmptyDesign,
  type Design,
  type OpeningTypeCode,
  type Vec2,
} from '@roomcraft/scene';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
const browsers: TestBrowser[] = [];

beforeAll(async () => {
  server = await startServer();
});

// A failed step leaves a picture of every open page behind, to see what the test saw.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const [i, opened] of browsers.entries()) await screenshot(opened.page, `projects-failed-${i}`);
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

async function browser(options: { locale?: string } = {}): Promise<TestBrowser> {
  const opened = await launchBrowser(options);
  browsers.push(opened);
  return opened;
}

/** The signed-in user's bearer token, as the app keeps it. */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('roomcraft.session'));

/** Calls the API as the signed-in user of a page, from the test (not through the UI). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = await tokenOf(page);
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** Puts a door or window on the wall through two plan points, centred at `at`. */
function open(design: Design, code: number, through: [Vec2, Vec2], at: Vec2): Design {
  const floor = design.floors[0]!;
  const position = new Map(floor.corners.map((c) => [c.archiId, c.position]));
  const onLine = (p: Vec2) =>
    Math.abs(
      (through[1].x - through[0].x) * (p.y - through[0].y) -
        (through[1].y - through[0].y) * (p.x - through[0].x),
    ) < 1;
  const wall = floor.walls.find((w) => {
    const [a, b] = w.corners.map((c) => position.get(c)!);
    const inside = (p: Vec2) =>
      p.x >= Math.min(a!.x, b!.x) - 1 &&
      p.x <= Math.max(a!.x, b!.x) + 1 &&
      p.y >= Math.min(a!.y, b!.y) - 1 &&
      p.y <= Math.max(a!.y, b!.y) + 1;
    return onLine(a!) && onLine(b!) && inside(at);
  })!;
  const start = position.get(wall.corners[0])!;
  const offset = Math.hypot(at.x - start.x, at.y - start.y);
  return addOpening(design, { wallId: wall.archiId, editorTypeCode: code as OpeningTypeCode, offset });
}

/** A three-room flat with its doors and windows, as the editor would save it. */
function flat(): Design {
  let design = createEmptyDesign();
  design = addRectangularRoom(design, {
    origin: { x: 0, y: 0 },
    width: 5200,
    depth: 4200,
    name: 'Living room',
    type: 'LIVING',
  });
  design = addRectangularRoom(design, {
    origin: { x: 5200, y: 0 },
    width: 3400,
    depth: 4200,
    name: 'Bedroom',
    type: 'BEDROOM',
  });
  design = addRectangularRoom(design, {
    origin: { x: 5200, y: 4200 },
    width: 3400,
    depth: 2200,
    name: 'Bath',
    type: 'BATHROOM',
  });
  const { SwingDoor, SlidingWindow } = EditorTypeCode;
  design = open(
    design,
    SlidingWindow,
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ],
    { x: 2600, y: 0 },
  );
  design = open(
    design,
    SlidingWindow,
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ],
    { x: 6900, y: 0 },
  );
  design = open(
    design,
    SwingDoor,
    [
      { x: 5200, y: 0 },
      { x: 5200, y: 1 },
    ],
    { x: 5200, y: 3000 },
  );
  design = open(
    design,
    SwingDoor,
    [
      { x: 0, y: 4200 },
      { x: 1, y: 4200 },
    ],
    { x: 6200, y: 4200 },
  );
  return open(
    design,
    SwingDoor,
    [
      { x: 0, y: 0 },
      { x: 0, y: 1 },
    ],
    { x: 0, y: 3200 },
  );
}

/** A warm, photo-like gradient with a window and a sofa, as a cover picture. */
function coverPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#efe4d2"/><stop offset="1" stop-color="#c9b08c"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <rect x="0" y="560" width="1200" height="240" fill="#a98a63"/>
    <rect x="700" y="120" width="320" height="300" fill="#dbe9f5" stroke="#fff" stroke-width="14"/>
    <rect x="180" y="420" width="460" height="170" rx="26" fill="#5b6f8a"/>
    <rect x="210" y="360" width="400" height="110" rx="26" fill="#6f84a1"/>
    <circle cx="920" cy="520" r="70" fill="#7fa37a"/><rect x="900" y="560" width="40" height="70" fill="#8c6b4a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Moves the pointer away and drops the focus, so a screenshot shows the page at rest. */
async function atRest(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Opens a project card's menu and picks an entry. */
async function fromCardMenu(page: Page, name: string, item: string) {
  await card(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('the projects workspace', () => {
  let designer: TestBrowser;
  let projectId = '';
  let shareLink = '';

  it('lets a designer create a folder and a project, set its cover and share it', async () => {
    designer = await browser();
    const { page } = designer;
    await signIn(page, server.url, 'designer@demo.example');
    await page.getByRole('link', { name: 'Open my projects' }).click();
    await page.getByRole('heading', { name: 'Start your first design' }).waitFor();
    await screenshot(page, 'projects-first-visit');

    // A folder, from the header.
    await page.getByRole('button', { name: 'New folder', exact: true }).click();
    const folderDialog = page.getByRole('dialog', { name: 'New folder' });
    await folderDialog.getByLabel('Folder name').fill('Kim residence');
    await folderDialog.getByRole('button', { name: 'Create folder' }).click();
    await page.getByRole('heading', { name: 'Kim residence' }).waitFor();
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
    const detail = await api(page, 'GET', `/v1/projects/${projectId}/detail`);
    expect(detail.json.project.directoryIds).toHaveLength(1);
    // The editor saves the plan; here the test saves one as it would.
    const saved = await api(page, 'PUT', `/v1/projects/${projectId}/design`, {
      version: detail.json.project.designVersion,
      design: flat(),
    });
    expect(saved.status).toBe(200);
    // More projects, so the grid looks like a working week (one is picked, one bookmarked).
    const me = (await api(page, 'GET', '/v1/user/me')).json.user;
    for (const name of ['Hannam office lobby', 'Seongsu café', 'Jeju guesthouse', 'Lee kitchen study']) {
      const made = await api(page, 'POST', `/v1/projects/users/${me.id}`, { name });
      expect(made.status).toBe(201);
      if (name === 'Seongsu café') {
        await api(page, 'PATCH', `/v1/projects/${made.json.project.id}`, { selected: true });
      }
    }
    designer.errors.length = 0; // The editor is another feature's page; its errors are its own tests' business.

    await page.goto(`${server.url}/projects`);
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
    const colleague = await browser();
    const { page } = colleague;
    await signIn(page, server.url, 'designer2@demo.example');
    await page.getByRole('link', { name: 'Projects' }).first().click();
    await page.getByRole('link', { name: 'Shared with me' }).click();
    const shared = card(page, 'Kim residence, 84 m²');
    await shared.waitFor();
    await shared.getByTestId('project-role').filter({ hasText: 'View only' }).waitFor();
    expect(await page.getByTestId('project-card').count()).toBe(1);
    await shared.getByText('Demo Designer').waitFor();
    await screenshot(page, 'projects-shared-with-me');

    await shared.getByRole('link', { name: 'Kim residence, 84 m²' }).click();
    await page.getByTestId('read-only-notice').waitFor();
    await page.getByRole('link', { name: 'Open read-only' }).waitFor();
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Change cover' }).count()).toBe(0);
    await page.getByTestId('plan-facts').getByText('3', { exact: true }).waitFor();
    await screenshot(page, 'projects-read-only');
    await page.getByRole('img', { name: 'Plan of 1F' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'projects-read-only-plan');

    const design = await api(page, 'GET', `/v1/projects/${projectId}/design`);
    expect(design.status).toBe(200);
    const save = await api(page, 'PUT', `/v1/projects/${projectId}/design`, {
      version: design.json.version,
      design: design.json.design,
    });
    expect(save.status).toBe(403);
    expect(colleague.errors).toEqual([]);
  });

  it('opens the share link signed out, and stops once the link is revoked', async () => {
    const visitor = await browser();
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
    await owner.goto(`${server.url}/projects/${projectId}`);
    await owner.getByRole('button', { name: 'Share' }).click();
    await owner.getByRole('tab', { name: 'Links' }).click();
    await owner.getByRole('button', { name: 'Revoke' }).click();
    await owner.getByText('No links yet.').waitFor();
    await page.reload();
    await page.getByText('This link does not work').waitFor();

    // A PUBLIC key publishes the portfolio, which needs no key at all.
    await page.goto(`${server.url}/p/${projectId}`);
    await page.getByText('This link does not work').waitFor();
    expect((await api(owner, 'POST', '/v2/share-keys', { projectId, visibility: 'PUBLIC' })).status).toBe(
      201,
    );
    await page.reload();
    await page.getByText('Public portfolio').waitFor();
    await page.getByTestId('public-title').filter({ hasText: 'Kim residence, 84 m²' }).waitFor();
    expect(await page.getByTestId('plan-facts').count()).toBe(0);
    expect(visitor.errors).toEqual([]);
  });

  it('keeps trashed projects restorable, and speaks Korean', async () => {
    const { page } = designer;
    await page.goto(`${server.url}/projects`);
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

  it('gives managers every project of the team, twenty to a page', async () => {
    const manager = await browser();
    const { page } = manager;
    await signIn(page, server.url, 'manager@demo.example');
    await page.goto(`${server.url}/projects`);
    await page.getByRole('link', { name: 'Team projects' }).click();
    await page.getByRole('heading', { name: 'Team projects' }).waitFor();
    const kim = card(page, 'Kim residence, 84 m²');
    await kim.getByText('Demo Designer').waitFor();
    expect(await page.getByTestId('project-card').count()).toBe(4);
    await atRest(page);
    await screenshot(page, 'projects-team');

    await page.getByRole('combobox', { name: 'Member' }).click();
    await page.getByRole('option', { name: 'Second Designer' }).click();
    await page.getByText('No projects match').waitFor();
    expect(manager.errors).toEqual([]);
  });
});
