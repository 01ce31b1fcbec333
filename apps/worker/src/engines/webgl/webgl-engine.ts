import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp, { type OverlayOptions } from 'sharp';
import type { EngineAvailability, RenderEngine, RenderRequest } from '../engine.ts';
import { renderPageHtml } from './page-bundle.ts';

/** Chromium as these machines run it headless (ARCHITECTURE.md); WebGL then runs on SwiftShader. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Below Chromium's 8192-pixel canvas limit; larger pictures are drawn in tiles and joined. */
const TILE = 4096;

interface RenderPageApi {
  roomcraft: {
    load(glb: string, settings: RenderRequest['settings']): Promise<void>;
    renderTile(tile: { x: number; y: number; width: number; height: number }): string;
  };
}

/** Quick drafts and previews with the editor's own three.js renderer in headless Chromium. */
export class WebglEngine implements RenderEngine {
  readonly name = 'WEBGL' as const;

  constructor(private readonly executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {}

  async availability(): Promise<EngineAvailability> {
    return existsSync(this.executablePath)
      ? { available: true }
      : { available: false, reason: 'Chromium is not installed (apt-get install chromium)' };
  }

  async render(request: RenderRequest): Promise<void> {
    const { width, height } = request.settings;
    const profile = mkdtempSync(join(tmpdir(), 'webgl-engine-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: this.executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: Math.min(width, TILE), height: Math.min(height, TILE) },
    });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setContent(await renderPageHtml());
      await page
        .waitForFunction(() => 'roomcraft' in globalThis, undefined, { timeout: 30_000 })
        .catch(() => {
          throw new Error(`the render page did not start: ${errors.join('; ') || 'no error reported'}`);
        });
      const glb = (await readFile(request.scenePath)).toString('base64');
      await page.evaluate(
        ([data, settings]) => (globalThis as unknown as RenderPageApi).roomcraft.load(data, settings),
        [glb, request.settings] as const,
      );
      request.onProgress?.(0.3);
      const tiles = tilesOf(width, height);
      const parts: OverlayOptions[] = [];
      for (const [index, tile] of tiles.entries()) {
        const dataUrl = await page.evaluate(
          (t) => (globalThis as unknown as RenderPageApi).roomcraft.renderTile(t),
          tile,
        );
        parts.push({
          input: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
          left: tile.x,
          top: tile.y,
        });
        request.onProgress?.(0.3 + (0.7 * (index + 1)) / tiles.length);
      }
      await sharp({ create: { width, height, channels: 3, background: '#000' }, limitInputPixels: false })
        .composite(parts)
        .png()
        .toFile(request.outputPath);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
}

function tilesOf(width: number, height: number) {
  const tiles: { x: number; y: number; width: number; height: number }[] = [];
  for (let y = 0; y < height; y += TILE) {
    for (let x = 0; x < width; x += TILE)
      tiles.push({ x, y, width: Math.min(TILE, width - x), height: Math.min(TILE, height - y) });
  }
  return tiles;
}
