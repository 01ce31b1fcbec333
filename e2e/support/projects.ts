import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, screenshot, type TestBrowser } from './browser.ts';
import { flat } from './flat-design.ts';
import { startServer, type TestServer } from './server.ts';

/**
 * A real server for the projects tests of one file, and the Chromium windows they open (each
 * person their own); a failed step leaves a picture of every open page behind.
 */
export function useWorkspace(name: string) {
  let server: TestServer | undefined;
  const browsers: TestBrowser[] = [];
  beforeAll(async () => {
    server = await startServer();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const [i, opened] of browsers.entries()) await screenshot(opened.page, `${name}-failed-${i}`);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    async browser(options: { locale?: string } = {}): Promise<TestBrowser> {
      const opened = await launchBrowser(options);
      browsers.push(opened);
      return opened;
    },
  };
}

/** The signed-in user's bearer token, as the app keeps it. */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('roomcraft.session'));

/** Calls the API as the signed-in user of a page, from the test (not through the UI). */
export async function api(server: TestServer, page: Page, method: string, path: string, body?: unknown) {
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

/**
 * The signed-in designer's working week, made through the API: a folder "Kim residence" holding
 * "Kim residence, 84 m²" (a three-room flat with a cover) and "Lee kitchen study", and three more
 * projects, "Seongsu café" picked and "Jeju guesthouse" bookmarked.
 */
export async function seedWorkweek(server: TestServer, page: Page): Promise<void> {
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await api(server, page, method, path, body);
    if (answer.status >= 300)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.json;
  };
  const me = (await call('GET', '/v1/user/me')).user;
  const folder = (await call('POST', '/v1/shared-directories', { name: 'Kim residence', type: 'PERSONAL' }))
    .directory;
  const make = async (name: string, body: Record<string, unknown> = {}) =>
    (await call('POST', `/v1/projects/users/${me.id}`, { name, ...body })).project.id as string;
  const kim = await make('Kim residence, 84 m²', {
    directoryId: folder.id,
    description: 'A calm family flat: open living room, a bedroom and a bath.',
    design: flat(),
  });
  const cover = new FormData();
  cover.append(
    'coverImage',
    new Blob([new Uint8Array(await coverPng())], { type: 'image/png' }),
    'living.png',
  );
  const token = await tokenOf(page);
  const covered = await fetch(`${server.url}/api/v2/projects/${kim}/cover`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: cover,
  });
  if (!covered.ok) throw new Error(`setting the cover failed: ${covered.status}`);
  await make('Hannam office lobby');
  await call('PATCH', `/v1/projects/${await make('Seongsu café')}`, { selected: true });
  await call('POST', `/v1/projects/${await make('Jeju guesthouse')}/bookmark/users/${me.id}`);
  await make('Lee kitchen study', { directoryId: folder.id });
}

/** A warm, photo-like gradient with a window and a sofa, as a cover picture. */
export function coverPng(): Promise<Buffer> {
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
export async function atRest(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

export const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Opens a project card's menu and picks an entry. */
export async function fromCardMenu(page: Page, name: string, item: string) {
  await card(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}
