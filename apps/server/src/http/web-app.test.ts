import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@roomcraft/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

describe('the web app beside the API surfaces', () => {
  const web = mkdtempSync(join(tmpdir(), 'web-dist-'));
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Roomcraft</title>');
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
    const database = await openDatabase({});
    ({ app } = await buildApp({
      db: database.db,
      config: { ...loadConfig({ DATA_DIR: web }), webDist: web },
      logger: false,
    }));
    close = async () => {
      await app.close();
      await database.close();
      rmSync(web, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('serves built files, and index.html for every page path', async () => {
    expect((await app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    for (const page of ['/', '/editor/abc', '/verify-email?token=x']) {
      const response = await app.inject({ url: page });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Roomcraft</title>');
    }
  });

  it('keeps answering route_not_found for unknown API calls and missing assets', async () => {
    for (const url of ['/api/v1/nothing', '/ops/x', '/auth/x', '/assets/missing.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body).code).toBe('route_not_found');
    }
    expect((await app.inject({ method: 'POST', url: '/editor/abc' })).statusCode).toBe(404);
  });
});
