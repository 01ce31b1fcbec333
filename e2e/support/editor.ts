import { join } from 'node:path';
import { addOpening, addRectangularRoom, createEmptyDesign, type Design } from '@roomcraft/scene';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser.ts';
import { DEMO_PASSWORD, signIn } from './flows.ts';
import { startServer, type TestServer } from './server.ts';

/** Where screenshots go (e2e/support/browser.ts writes there too). */
export const ARTIFACTS = join(import.meta.dirname, '../../test-artifacts');

/** A server, the designer's token and a browser signed in as the designer, for one test file. */
export interface EditorSession {
  server: TestServer;
  browser: TestBrowser;
  token: string;
  /** The signed-in person (the designer unless told otherwise). */
  designerId: string;
}

/** Starts the session (as the designer, or another demo person) before the file's tests; closes it after them. */
export function useEditorSession(email = 'designer@demo.example'): EditorSession {
  const session = {} as EditorSession;
  beforeAll(async () => {
    session.server = await startServer();
    const login = await signInByApi(session, email);
    session.token = login.token;
    session.designerId = login.user.id;
    session.browser = await launchBrowser();
    await signIn(session.browser.page, session.server.url, email);
  }, 180_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

/** A JSON call to the server, as the designer unless another token is given. */
export async function api<T>(
  session: EditorSession,
  method: string,
  path: string,
  body?: unknown,
  as = session.token,
): Promise<T> {
  const response = await fetch(`${session.server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(as ? { authorization: `Bearer ${as}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export function signInByApi(session: EditorSession, email: string) {
  return api<{ token: string; user: { id: string } }>(
    session,
    'POST',
    '/auth/login',
    { email, password: DEMO_PASSWORD },
    '',
  );
}

/** A project of the designer, with a design or empty; answers its id. */
export async function createProject(session: EditorSession, name: string, design?: Design): Promise<string> {
  const { project } = await api<{ project: { id: string } }>(
    session,
    'POST',
    `/api/v1/projects/users/${session.designerId}`,
    { name, design },
  );
  return project.id;
}

export async function stored(session: EditorSession, id: string): Promise<Design> {
  return (await api<{ design: Design }>(session, 'GET', `/api/v1/projects/${id}/design`)).design;
}

/** Where a plan point (mm) is on the page, from the transform the plan publishes on its element. */
export async function planPoint(page: Page, x: number, y: number) {
  const plan = page.getByTestId('plan');
  const box = (await plan.boundingBox())!;
  const view = await plan.evaluate((el) => {
    const data = (el as SVGSVGElement).dataset;
    return { scale: Number(data.scale), x: Number(data.originX), y: Number(data.originY) };
  });
  return { x: box.x + view.x + x * view.scale, y: box.y + view.y + y * view.scale };
}

export async function moveTo(page: Page, x: number, y: number) {
  const p = await planPoint(page, x, y);
  await page.mouse.move(p.x, p.y, { steps: 3 });
}

/** A click at a plan point, as a person makes it: move there, press, release. */
export async function clickPlan(page: Page, x: number, y: number) {
  await moveTo(page, x, y);
  await page.mouse.down();
  await page.mouse.up();
}

export async function dragPlan(page: Page, from: [number, number], to: [number, number]) {
  await moveTo(page, ...from);
  await page.mouse.down();
  const p = await planPoint(page, ...to);
  await page.mouse.move(p.x, p.y, { steps: 12 });
  await page.mouse.up();
}

/** Waits until CSS transitions and animations on the page have finished (a dialog fading in). */
export async function settled(page: Page) {
  await page.evaluate('Promise.allSettled(document.getAnimations().map((a) => a.finished))');
}

export async function waitSaved(page: Page) {
  await page.locator('[data-testid=save-status][data-state=saved]').waitFor({ timeout: 20_000 });
}

/** A 5 × 4 m room with a door, made with the scene package's actions as the editor would. */
export function studio(): Design {
  let design = createEmptyDesign();
  design = addRectangularRoom(design, {
    origin: { x: 0, y: 0 },
    width: 5000,
    depth: 4000,
    name: 'Studio',
    type: 'LIVING',
  });
  const floor = design.floors[0]!;
  const y = (id: string) => floor.corners.find((c) => c.archiId === id)!.position.y;
  const bottom = floor.walls.find((w) => y(w.corners[0]) === 4000 && y(w.corners[1]) === 4000)!;
  return addOpening(design, { wallId: bottom.archiId, editorTypeCode: 51, offset: 2500 });
}

/** Clicks a plan point (mm) on a plan drawing (the render dialog's camera placer), through its SVG's own transform. */
export async function clickPlanDrawing(plan: Locator, x: number, y: number) {
  const at = await plan.evaluate(
    (svg, p) => {
      const matrix = (svg as SVGSVGElement).getScreenCTM()!;
      const point = new DOMPoint(p.x, p.y).matrixTransform(matrix);
      const box = svg.getBoundingClientRect();
      return { x: point.x - box.left, y: point.y - box.top };
    },
    { x, y },
  );
  await plan.click({ position: at });
}
