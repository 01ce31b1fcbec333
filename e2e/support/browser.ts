import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** Screenshots land here (gitignored) for a person to look at. */
const ARTIFACTS = join(import.meta.dirname, '../../test-artifacts');

/** How Chromium starts on these machines (ARCHITECTURE.md): headless, as root, nothing from the network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page; a test expects none. */
  errors: string[];
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh profile, so no test sees another's storage. */
export async function launchBrowser(options: { locale?: string } = {}): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'roomcraft-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    locale: options.locale ?? 'en-US',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves what the viewport shows, as a person sees it, to test-artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}
