import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  complete,
  createCategory,
  createProduct,
  type LibrarySetup,
  librarySetup,
} from '../test/fixtures.ts';

/** Reads server-sent events from a response until `count` have arrived. */
async function events(response: Response, count: number) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (text.split('\n\n').length <= count) text += (await reader.read()).value ?? '';
  await reader.cancel();
  return text
    .split('\n\n')
    .slice(0, count)
    .map((block) => {
      const [event, data] = block.split('\n');
      return { event, state: JSON.parse(data!.slice('data: '.length)) };
    });
}

describe('the catalogue stream', () => {
  let t: TestApp;
  let s: LibrarySetup;
  let base = '';

  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api`;
  });
  afterAll(() => t.close());

  const open = (owner: string, token: string | undefined, type = 'FURNITURE') =>
    fetch(`${base}/v2/product/${owner}/stream?type=${type}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('counts the products a designer will see once processed, and tells each change', async () => {
    const lib = { libType: 'public', ownerId: 'public' };
    const chair = await createProduct(t, s.operator, { ...lib, name: 'Stream chair' });
    await createProduct(t, s.operator, { ...lib, name: 'Stream table' });
    await createProduct(t, s.operator, { ...lib, name: 'Stream tile', type: 'FINISH' });
    // A category kept for another enterprise: its product is not the designer's to count.
    const premium = await createCategory(t, s.operator, { ...lib, name: 'Stream premium' });
    await createProduct(t, s.operator, { ...lib, name: 'Premium chair', categoryId: premium.id });
    const restricted = await t.call('POST', `/api/v2/categories/public-library/${premium.id}`, {
      token: s.operator,
      body: { restricted: true, enterpriseIds: [] },
    });
    expect(restricted.status, JSON.stringify(restricted.json)).toBe(200);

    const response = await open('public', s.designer);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reading = events(response, 2);
    // The designer cannot read an unprocessed public product, but the count says it is coming.
    expect((await t.call('GET', `/api/v1/product/${chair.id}`, { token: s.designer })).status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    await complete(t, chair.id);
    const [first, second] = await reading;
    expect(first).toMatchObject({ event: 'event: catalogue', state: { total: 2, ready: 0 } });
    expect(second!.state).toMatchObject({ total: 2, ready: 1 });
    expect(second!.state.version).not.toBe(first!.state.version);
  });

  it('refuses a library the caller does not read, and needs a session', async () => {
    await createProduct(t, s.personal, { libType: 'personal', ownerId: s.personalId, name: 'Own lamp' });
    const [own] = await events(await open(s.personalId, s.personal), 1);
    expect(own!.state).toMatchObject({ total: 1, ready: 0 });
    // Like every call that names a library (docs/decisions/library-visibility.md): 404, not an empty count.
    const other = await open(s.personalId, s.designer);
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toContain('application/json');
    expect((await open('public', undefined)).status).toBe(401);
    expect((await open('public', s.designer, 'CHAIR')).status).toBe(400);
  });
});
