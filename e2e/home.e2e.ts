import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { flat } from './support/flat-design.ts';
import { chooseFromMenu, signIn } from './support/flows.ts';
import { api, atRest, coverPng, useWorkspace } from './support/projects.ts';

const w = useWorkspace('home');

/** Makes a project of the signed-in user through the API; answers its id. */
async function project(page: Page, name: string, design?: unknown): Promise<string> {
  const me = (await api(w.server, page, 'GET', '/v1/user/me')).json.user;
  const made = await api(w.server, page, 'POST', `/v1/projects/users/${me.id}`, { name, design });
  if (made.status >= 300) throw new Error(`creating ${name}: ${made.status}`);
  return made.json.project.id;
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

describe('the home', () => {
  it('shows recent projects with their covers, recent renders, shared projects and units left, in English and Korean', async () => {
    // A colleague shares a project with the designer first.
    const colleague = await w.browser();
    await signIn(colleague.page, w.server.url, 'designer2@demo.example');
    const shared = await project(colleague.page, 'Jeju guesthouse', flat());

    const { page, errors } = await w.browser();
    await signIn(page, w.server.url, 'designer@demo.example');
    const me = (await api(w.server, page, 'GET', '/v1/user/me')).json.user;
    await api(w.server, colleague.page, 'POST', `/v1/shared-projects/${shared}/access`, {
      userId: me.id,
      accessType: 'VIEW',
    });
    await project(page, 'Hannam office lobby');
    const cafe = await project(page, 'Seongsu café', flat());
    const kim = await project(page, 'Kim residence, 84 m²', flat());
    // A picture taken in the editor of Kim residence: its latest picture becomes its cover.
    const picture = `data:image/png;base64,${(await coverPng()).toString('base64')}`;
    const taken = await api(w.server, page, 'POST', '/v1/image/dataUpload', {
      projectId: kim,
      name: 'Living room at dusk',
      dataUrl: picture,
    });
    expect(taken.status).toBeLessThan(300);

    await page.goto(w.server.url);
    await page.getByRole('heading', { name: 'Welcome back, Demo Designer' }).waitFor();
    const recent = region(page, 'Recent projects');
    const kimTile = recent.getByRole('link', { name: 'Open Kim residence, 84 m²' });
    await kimTile.getByRole('img', { name: 'Latest render of Kim residence, 84 m²' }).waitFor();
    await recent
      .getByRole('link', { name: 'Open Seongsu café' })
      .getByRole('img', { name: 'Plan of Seongsu café' })
      .waitFor();
    await recent.getByRole('link', { name: 'Open Hannam office lobby' }).waitFor();
    const renders = region(page, 'Recent renders');
    await renders.getByRole('link', { name: 'Open the picture Living room at dusk' }).waitFor();
    const sharedTile = region(page, 'Shared with me').getByRole('link', { name: 'Open Jeju guesthouse' });
    await sharedTile.getByRole('img', { name: 'Plan of Jeju guesthouse' }).waitFor();
    const units = region(page, 'Render units left');
    await units.getByRole('progressbar', { name: 'Standard units left' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await atRest(page);
    await screenshot(page, 'home-en');

    // Each is one click from where it opens.
    await renders.getByRole('link', { name: 'Open the picture Living room at dusk' }).click();
    await page.waitForURL(`**/projects/${kim}/renders`);
    await page.goBack();
    await kimTile.click();
    await page.waitForURL(`**/editor/${kim}`);
    await page.getByRole('link', { name: 'Back to projects' }).click();
    await page.waitForURL('**/projects');
    await page.goto(w.server.url);
    await sharedTile.click();
    await page.waitForURL(`**/editor/${shared}`);
    await page.goBack();

    await chooseFromMenu(page, 'Language', '한국어');
    const recentKo = region(page, '최근 프로젝트');
    await recentKo
      .getByRole('link', { name: 'Seongsu café 열기' })
      .getByRole('img', { name: 'Seongsu café의 평면도' })
      .waitFor();
    await region(page, '최근 렌더').getByRole('link', { name: 'Living room at dusk 사진 열기' }).waitFor();
    await region(page, '나와 공유됨').getByRole('link', { name: 'Jeju guesthouse 열기' }).waitFor();
    await region(page, '남은 렌더 수량').getByRole('progressbar', { name: '남은 표준 수량' }).waitFor();
    await atRest(page);
    await screenshot(page, 'home-ko');
    expect(cafe).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('starts a first-time user with a sample project to open, or an empty plan for a first room', async () => {
    const { page, errors } = await w.browser();
    await signIn(page, w.server.url, 'personal@demo.example');
    const start = region(page, 'Get started');
    await start.getByRole('button', { name: 'Open the sample project' }).waitFor();
    await atRest(page);
    await screenshot(page, 'home-first-time-en');
    await start.getByRole('button', { name: 'Open the sample project' }).click();
    await page.waitForURL('**/editor/*');
    await page.getByText('Sample flat', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to projects' }).click();
    await page.waitForURL('**/projects');
    await page.goto(w.server.url);
    // Now it has work to show: the sample, drawn as its plan.
    await region(page, 'Recent projects')
      .getByRole('link', { name: 'Open Sample flat' })
      .getByRole('img', { name: 'Plan of Sample flat' })
      .waitFor();
    expect(await region(page, 'Get started').count()).toBe(0);

    // In Korean, another first-timer draws a first room.
    const manager = await w.browser();
    await signIn(manager.page, w.server.url, 'manager@demo.example');
    await chooseFromMenu(manager.page, 'Language', '한국어');
    const startKo = region(manager.page, '시작하기');
    await startKo.getByRole('button', { name: '샘플 프로젝트 열기' }).waitFor();
    await atRest(manager.page);
    await screenshot(manager.page, 'home-first-time-ko');
    await startKo.getByRole('button', { name: '첫 방 그리기' }).click();
    await manager.page.waitForURL('**/editor/*');
    await manager.page.getByText('나의 첫 방', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    expect(manager.errors).toEqual([]);
  });
});
