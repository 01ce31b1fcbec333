import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildGlb } from '../apps/server/src/modules/library/demo/model-builder.ts';
import { SOFA } from '../bench/view3d/furniture.ts';
import { LibraryClient } from '../bench/view3d/products.ts';
import { screenshot } from './support/browser.ts';
import { clickPlan, clickPlanDrawing, createProject, studio, useEditorSession } from './support/editor.ts';
import { chooseFromMenu } from './support/flows.ts';

const session = useEditorSession();

/** Whether two boxes on the page overlap. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The editor without dead ends, in one language: door names, Share, the docked queue, Back. */
async function editorWithoutDeadEnds(
  page: Page,
  projectId: string,
  text: {
    doors: string;
    swingDoor: string;
    select: string;
    type: string;
    share: string;
    shareTitle: string;
    projectLink: string;
    close: string;
    queue: string;
    queueJobs: string;
    queueEmpty: string;
    back: string;
  },
) {
  const url = session.server.url;
  await page.goto(`${url}/editor/${projectId}`);
  // The plan is the editor's one application (its name is the plan view's own business).
  const plan = page.getByRole('application');
  await plan.waitFor();

  // Door and window types are named for people: no EditorTypeCode beside the name.
  await page.getByRole('button', { name: text.doors }).click();
  const swing = page.getByRole('toolbar').getByRole('button', { name: text.swingDoor, exact: true });
  await swing.hover();
  await page.getByRole('tooltip', { name: text.swingDoor, exact: true }).waitFor();
  await page.getByRole('button', { name: text.select }).click();
  await clickPlan(page, 2500, 4000);
  expect(await page.getByRole('combobox', { name: text.type, exact: true }).inputValue()).toBe(
    text.swingDoor,
  );

  // Share, beside Render: the project's link, people and links in one dialog.
  await page.getByRole('button', { name: text.share, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.shareTitle });
  expect(await dialog.getByRole('textbox', { name: text.projectLink }).inputValue()).toBe(
    `${url}/editor/${projectId}`,
  );
  await dialog.getByRole('button', { name: text.close, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The render queue is docked below the plan, never over it, and collapses to its title bar.
  await page.getByRole('button', { name: text.queue, exact: true }).click();
  const queue = page.getByRole('region', { name: text.queue });
  await queue.getByText(text.queueEmpty).waitFor();
  expect(overlaps((await plan.boundingBox())!, (await queue.boundingBox())!)).toBe(false);
  const collapse = queue.getByRole('button', { name: text.queueJobs });
  expect(await collapse.getAttribute('aria-expanded')).toBe('true');
  const open = (await queue.boundingBox())!.height;
  await collapse.click();
  await queue.getByText(text.queueEmpty).waitFor({ state: 'hidden' });
  expect(await collapse.getAttribute('aria-expanded')).toBe('false');
  expect((await queue.boundingBox())!.height).toBeLessThan(open);

  await page.getByRole('link', { name: text.back }).click();
  await page.waitForURL(`${url}/projects`);
}

describe('the editor and the app without dead ends', () => {
  it('names door types, shares, docks the render queue and goes back to the projects, in English and Korean', async () => {
    const { page, errors } = session.browser;
    const projectId = await createProject(session, 'Studio', studio());
    await editorWithoutDeadEnds(page, projectId, {
      doors: 'Place doors',
      swingDoor: 'Swing door',
      select: 'Select and move',
      type: 'Type',
      share: 'Share',
      shareTitle: 'Share “Studio”',
      projectLink: 'Project link',
      close: 'Close',
      queue: 'Render queue',
      queueJobs: 'The render queue’s jobs',
      queueEmpty: 'No renders yet. Ask for one and follow it here.',
      back: 'Back to projects',
    });
    await chooseFromMenu(page, 'Language', '한국어');
    await editorWithoutDeadEnds(page, projectId, {
      doors: '문 배치',
      swingDoor: '여닫이문',
      select: '선택 및 이동',
      type: '종류',
      share: '공유',
      shareTitle: '“Studio” 공유',
      projectLink: '프로젝트 링크',
      close: '닫기',
      queue: '렌더 대기열',
      queueJobs: '렌더 대기열의 작업',
      queueEmpty: '아직 렌더가 없습니다. 렌더를 요청하면 여기서 진행 상황을 볼 수 있습니다.',
      back: '프로젝트로 돌아가기',
    });
    // The render dialog places and aims a camera itself (in English: renders-editor.e2e.ts).
    await page.goto(`${session.server.url}/editor/${projectId}`);
    await page.getByRole('button', { name: '렌더', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '새 렌더' });
    await dialog.getByRole('radio', { name: '파노라마' }).click();
    const placer = dialog.getByRole('region', { name: '카메라 배치' });
    const drawing = placer.getByRole('application', {
      name: '평면도: 카메라가 설 곳을 누른 뒤 바라볼 곳을 누르세요',
    });
    await clickPlanDrawing(drawing, 1500, 2000);
    await placer.getByText('이제 카메라가 바라볼 곳을 누르세요.').waitFor();
    await clickPlanDrawing(drawing, 4000, 2000);
    await placer.getByRole('button', { name: '카메라 추가' }).click();
    const placed = dialog.getByRole('checkbox', { name: /Camera 1/ });
    await placed.waitFor();
    expect(await placed.isChecked()).toBe(true);
    await screenshot(page, 'workflow-place-camera-ko');
    await dialog.getByRole('button', { name: '취소' }).click();
    await chooseFromMenu(page, '언어', 'English');
    expect(errors).toEqual([]);
  });

  it('shows progress at once when a route’s screen is slow to load, and while the editor opens', async () => {
    const { page, errors } = session.browser;
    const projectId = await createProject(session, 'Slow flat', studio());
    // Slow networks: the editor's code and its design each take 1.5 s (routing also turns off the cache).
    const slow = async (route: import('playwright-core').Route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    };
    await page.route('**/assets/EditorPage-*.js', slow);
    await page.route(`**/api/v1/projects/${projectId}/design`, slow);
    try {
      for (const [language, open, opening, loading] of [
        ['English', 'Open Slow flat', 'Opening the page', 'Opening the plan…'],
        ['한국어', 'Slow flat 열기', '페이지 여는 중', '도면을 여는 중…'],
      ] as const) {
        await page.goto(session.server.url);
        if (language === '한국어') await chooseFromMenu(page, 'Language', language);
        await page.getByRole('link', { name: open }).click();
        // The home stays while the editor's code arrives, with a progress bar from the click on.
        await page.getByRole('progressbar', { name: opening }).waitFor();
        await page.getByRole('status', { name: loading }).waitFor();
        await page.getByRole('application').waitFor();
        expect(await page.getByRole('progressbar', { name: opening }).count()).toBe(0);
      }
      await chooseFromMenu(page, '언어', 'English');
    } finally {
      await page.unrouteAll();
    }
    expect(errors).toEqual([]);
  });

  it('keeps the catalogue live: shows its preparation, then a processed product without a reload, named in full', async () => {
    const { page, errors } = session.browser;
    const { client, userId } = await LibraryClient.signIn(session.server.url, 'designer@demo.example');
    const make = async (name: string) =>
      (
        await client.call<{ product: { id: string } }>('POST', '/v1/product', {
          libType: 'personal',
          ownerId: userId,
          type: 'FURNITURE',
          name,
          editorTypeCode: 10,
        })
      ).product.id;
    const chairName = 'Oak lounge chair with a woven seat and wide armrests';
    const chair = await make(chairName);
    await make('Linen sofa, three seats');
    const projectId = await createProject(session, 'Furnished studio', studio());
    await page.goto(`${session.server.url}/editor/${projectId}`);
    // The views' segmented control keeps its radios visually hidden: its labels take the click.
    await page.getByText('3D', { exact: true }).click();
    const catalogue = page.getByRole('region', { name: 'Catalogue' });
    await catalogue.getByRole('tab', { name: 'Mine' }).click();
    const progress = catalogue.getByRole('progressbar', { name: 'Catalogue preparation' });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuetext')).toBe(
      'Preparing the catalogue: 0 of 2 products ready',
    );
    await catalogue.getByText('The catalogue is being prepared.', { exact: false }).waitFor();
    // A search made while the catalogue is being prepared fills in once the product is processed.
    await catalogue.getByRole('textbox', { name: 'Search products' }).fill('oak');
    const form = new FormData();
    const glb = await buildGlb(chairName, SOFA.parts, SOFA.materials);
    form.append('file', new Blob([new Uint8Array(glb)], { type: 'model/gltf-binary' }), 'chair.glb');
    await client.call('POST', `/v1/product/${chair}/model`, form);
    await catalogue.getByRole('button', { name: `Place in view: ${chairName}` }).waitFor({ timeout: 90_000 });
    await expect
      .poll(() => progress.getAttribute('aria-valuetext'))
      .toBe('Preparing the catalogue: 1 of 2 products ready');
    // The tile names the product in full (on two lines, and in its tooltip), not only its brand.
    const name = catalogue.getByText(chairName, { exact: true });
    expect(await name.isVisible()).toBe(true);
    expect(await name.getAttribute('title')).toBe(chairName);
    await screenshot(page, 'catalogue-live-en');

    await chooseFromMenu(page, 'Language', '한국어');
    const progressKo = page
      .getByRole('region', { name: '카탈로그' })
      .getByRole('progressbar', { name: '카탈로그 준비' });
    expect(await progressKo.getAttribute('aria-valuetext')).toBe('카탈로그 준비 중: 제품 2개 중 1개 준비됨');
    await screenshot(page, 'catalogue-live-ko');
    await chooseFromMenu(page, '언어', 'English');
    expect(errors).toEqual([]);
  });
});
