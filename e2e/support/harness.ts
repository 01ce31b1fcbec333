import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

/** A real server and a Chromium for the tests of one file, started before them and closed after. */
export function useServerAndBrowser(): { readonly server: TestServer; readonly browser: TestBrowser } {
  let server: TestServer | undefined;
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
  };
}
