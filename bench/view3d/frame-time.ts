/**
 * The 3D view with a fully furnished flat: 300 placed items of 50 distinct products (two rooms,
 * ceiling lamps, sun shadows) in headless Chromium on SwiftShader. Prints, for the editor's 3D view
 * and for a bare three.js page drawing the same scene parts: time to first frame, time until every
 * model shows, frame time while orbiting, draw calls per frame and JS heap. The orbit drags alternate
 * between the two pages for several rounds, so a busy machine weighs on both alike. Before the orbits,
 * a product of the living room is dragged back and forth in the editor's bird view (the same
 * camera), and its frame time is compared with the editor's orbit.
 *
 *   npm run build -w apps/web && npx tsx bench/view3d/frame-time.ts [rounds]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../../e2e/support/server.ts';
import { flatItem, twoRoomFlat } from './flat.ts';
import { benchProducts } from './furniture.ts';
import { drag, firstFrame, heapMb, INSTRUMENT, now, orbit, quantile, steadyFrame } from './measure.ts';
import { LibraryClient } from './products.ts';

const ROUNDS = Number(process.argv[2] ?? 4);
const STEPS = 60;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** 150 items in each room on a grid, every fourth turned a quarter more, cycling through the products. */
function furnishedFlat(productIds: readonly string[]) {
  const items = Array.from({ length: 300 }, (_, i) => {
    const k = i % 150;
    const [x0, width] = i < 150 ? [400, 4200] : [5450, 3150];
    const x = x0 + ((k % 15) / 14) * width;
    const y = 450 + (Math.floor(k / 15) / 9) * 5100;
    return flatItem(`i${i}`, productIds[i % productIds.length]!, 10, x, y, 0, (i % 4) * (Math.PI / 2));
  });
  return twoRoomFlat(items);
}

/** Fails the benchmark unless the first drag moved a product (it grabbed one, not the floor). */
async function provesAProductMoved(
  client: LibraryClient,
  projectId: string,
  design: ReturnType<typeof furnishedFlat>,
) {
  type Placed = { archiId: string; position: { x: number; y: number } };
  const before = new Map((design.floors[0]!.items as Placed[]).map((i) => [i.archiId, i.position] as const));
  // Autosave waits a second after the last change.
  await new Promise((r) => setTimeout(r, 3000));
  const { design: saved } = await client.call<{ design: { floors: { items: Placed[] }[] } }>(
    'GET',
    `/v1/projects/${projectId}/design`,
  );
  const moved = saved.floors[0]!.items.filter((i) => {
    const was = before.get(i.archiId);
    return was && Math.hypot(i.position.x - was.x, i.position.y - was.y) > 50;
  });
  if (moved.length !== 1) throw new Error(`the drag should move one product, it moved ${moved.length}`);
}

async function main() {
  const server = await startServer();
  const profile = mkdtempSync(join(tmpdir(), 'roomcraft-bench-3d-'));
  const bareDir = mkdtempSync(join(tmpdir(), 'roomcraft-bench-bare-'));
  try {
    const { client, userId } = await LibraryClient.signIn(server.url, 'designer@demo.example');
    const ids: string[] = [];
    for (const spec of benchProducts(50)) ids.push(await client.furnitureProcessed(userId, spec, server));
    const design = furnishedFlat(ids);
    const projectId = await client.project(userId, 'Benchmark flat', design);
    const products: Record<string, unknown> = {};
    for (const id of ids) {
      const { product } = await client.call<{
        product: {
          editorAsset: { threeD: string | null };
          mmWidth: number;
          mmDepth: number;
          mmHeight: number;
        };
      }>('GET', `/v1/product/${id}`);
      products[id] = {
        modelUrl: product.editorAsset.threeD,
        size: { width: product.mmWidth, depth: product.mmDepth, height: product.mmHeight },
      };
    }
    await build({
      root: join(import.meta.dirname, 'bare'),
      base: './',
      logLevel: 'error',
      build: { outDir: bareDir, emptyOutDir: true },
    });

    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1440, height: 900 },
    });
    await browser.addInitScript(INSTRUMENT);
    await browser.addInitScript(`localStorage.setItem('roomcraft.session', ${JSON.stringify(client.token)})`);

    // The editor: open the project in the plan, switch to 3D and time from that click.
    const editor = browser.pages()[0] ?? (await browser.newPage());
    await editor.goto(`${server.url}/editor/${projectId}`);
    await editor.getByTestId('editor').waitFor();
    const clicked = await now(editor);
    await editor.getByText('3D', { exact: true }).click();
    const editorFirst = (await firstFrame(editor)).t - clicked;
    const editorAll = (await steadyFrame(editor)).t - clicked;
    const canvas = (await editor.locator('[data-testid=view3d] canvas').boundingBox())!;

    // The bare page: the same design and models from the same origin, on a canvas as large.
    const bare = await browser.newPage();
    await bare.route(`${server.url}/bench-bare/**`, (route) => {
      const file = new URL(route.request().url()).pathname.replace('/bench-bare/', '') || 'index.html';
      const type =
        { '.html': 'text/html', '.js': 'text/javascript' }[extname(file)] ?? 'application/octet-stream';
      return route.fulfill({ body: readFileSync(join(bareDir, file)), contentType: type });
    });
    const input = { design, products, width: Math.round(canvas.width), height: Math.round(canvas.height) };
    await bare.addInitScript(`window.__BENCH_INPUT__ = ${JSON.stringify(input)}`);
    await bare.goto(`${server.url}/bench-bare/index.html`);
    const bareFirst = (await firstFrame(bare)).t;
    const bareAll = (await steadyFrame(bare)).t;

    // A product in the middle of the living room, grabbed halfway up, dragged back and forth.
    const grab = await bare.evaluate(
      (p) => (window as unknown as { __screenOf: (q: typeof p) => { x: number; y: number } }).__screenOf(p),
      { x: 2500, y: 2717, z: 300 },
    );
    const drags: Awaited<ReturnType<typeof drag>>[] = [];
    let at = { x: canvas.x + grab.x, y: canvas.y + grab.y };
    for (let round = 0; round < ROUNDS; round++) {
      const run = await drag(editor, at, STEPS, round % 2 === 0 ? 1 : -1);
      drags.push(run);
      at = run.end;
      if (round === 0) await provesAProductMoved(client, projectId, design);
    }

    const runs = {
      editor: [] as Awaited<ReturnType<typeof orbit>>[],
      bare: [] as Awaited<ReturnType<typeof orbit>>[],
    };
    for (let round = 0; round < ROUNDS; round++) {
      const direction = round % 2 === 0 ? 1 : -1;
      runs.editor.push(await orbit(editor, '[data-testid=view3d] canvas', STEPS, direction));
      runs.bare.push(await orbit(bare, '#view', STEPS, direction));
    }
    const heap = { editor: await heapMb(editor), bare: await heapMb(bare) };
    await browser.close();

    const summary = (list: typeof runs.editor) => {
      const gaps = list.flatMap((r) => r.gaps);
      return {
        p50: quantile(gaps, 0.5),
        p95: quantile(gaps, 0.95),
        frames: gaps.length,
        draws: quantile(
          list.flatMap((r) => r.draws),
          0.5,
        ),
      };
    };
    const [e, b, d] = [summary(runs.editor), summary(runs.bare), summary(drags)];
    const row = (label: string, x: number, y: number, unit: string, digits = 0) =>
      console.log(
        `${label.padEnd(34)} ${`${x.toFixed(digits)} ${unit}`.padStart(12)} ${`${y.toFixed(digits)} ${unit}`.padStart(14)} ${(x / y).toFixed(2).padStart(8)}×`,
      );
    console.log(
      `\n300 items of 50 products, canvas ${input.width}×${input.height} px, SwiftShader, ${ROUNDS} rounds of ${STEPS}-step orbits`,
    );
    console.log(
      `${''.padEnd(34)} ${'editor'.padStart(12)} ${'bare three.js'.padStart(14)} ${'ratio'.padStart(9)}`,
    );
    row('time to first frame', editorFirst, bareFirst, 'ms');
    row('time until every model shows', editorAll, bareAll, 'ms');
    row('frame time orbiting, median', e.p50, b.p50, 'ms', 1);
    row('frame time orbiting, 95th pct', e.p95, b.p95, 'ms', 1);
    row('frames timed while orbiting', e.frames, b.frames, '');
    row('draw calls per frame', e.draws, b.draws, '');
    row('JS heap after load', heap.editor, heap.bare, 'MB', 1);
    const ratio = e.p50 / b.p50;
    console.log(
      `\nthe editor's frame time is ${ratio.toFixed(2)}× the bare page's (target: within 1.25×): ${ratio <= 1.25 ? 'met' : 'NOT met'}`,
    );
    console.log('(time to first frame: the editor from the click on 3D, the bare page from navigation)');
    const dragRatio = d.p50 / e.p50;
    console.log(
      `\ndragging a product in the editor's bird view: median ${d.p50.toFixed(1)} ms, 95th pct ${d.p95.toFixed(1)} ms over ${d.frames} frames (${d.draws} draw calls)`,
    );
    console.log(
      `orbiting the same scene in the editor:        median ${e.p50.toFixed(1)} ms, 95th pct ${e.p95.toFixed(1)} ms over ${e.frames} frames`,
    );
    console.log(
      `dragging is ${dragRatio.toFixed(2)}× orbiting (target: within 1.25×): ${dragRatio <= 1.25 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}

await main();
