import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('HTTP surfaces', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown route with route_not_found on every surface', async () => {
    for (const url of ['/api/v1/no-such-call', '/ops/v1/nothing', '/auth/nothing']) {
      const { status, json } = await t.call('GET', url);
      expect(status).toBe(404);
      expect(json.code).toBe('route_not_found');
    }
  });

  it('is healthy once migrated and ready', async () => {
    const { status, json } = await t.call('GET', '/healthz');
    expect(status).toBe(200);
    expect(json.status).toBe('ok');
  });

  it('refuses bad input with validation_failed naming each field', async () => {
    const { status, json } = await t.call('POST', '/auth/login', { body: { email: 'not-an-email' } });
    expect(status).toBe(400);
    expect(json.code).toBe('validation_failed');
    const fields = (json.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['body.email', 'body.password']);
  });

  it('refuses malformed JSON and huge bodies with a 4xx, never a 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body).code).toBe('validation_failed');
    const huge = await t.call('POST', '/auth/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(2_000_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.json.code).toBe('payload_too_large');
  });

  it('refuses an over-long string with the field named', async () => {
    const { status, json } = await t.call('POST', '/auth/signup', {
      body: { email: 'long@x.example', password: 'long-enough-pw', nickname: 'n'.repeat(61) },
    });
    expect(status).toBe(400);
    expect(json.details[0].field).toBe('body.nickname');
  });

  it('serves the OpenAPI document generated from the contract, with a browsable UI', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.json.paths['/api/v1/user/me']).toBeDefined();
    expect(doc.json.paths['/auth/login'].post.requestBody).toBeDefined();
    expect(doc.json.paths['/ops/v1/enterprises']).toBeDefined();
    // The design document is described, not an opaque object: sent and answered.
    const design = doc.json.paths['/api/v1/projects/{id}/design'];
    const floorOf = (schema: {
      properties: { floors: { items: { properties: Record<string, unknown> } } };
    }) => Object.keys(schema.properties.floors.items.properties);
    const sent = design.put.requestBody.content['application/json'].schema.properties.design;
    const answered = design.get.responses['200'].content['application/json'].schema.properties.design;
    for (const schema of [sent, answered])
      expect(floorOf(schema)).toEqual(
        expect.arrayContaining(['walls', 'openings', 'rooms', 'items', 'columns']),
      );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('takes an empty body with a JSON content type as no body (docs/decisions/request-order.md)', async () => {
    const token = await t.login('designer@demo.example');
    const me = (await t.call('GET', '/api/v1/user/me', { token })).json.user;
    const made = await t.call('POST', `/api/v1/projects/users/${me.id}`, {
      token,
      body: { name: 'Short-lived' },
    });
    const bare = (method: 'DELETE' | 'POST', url: string) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '',
      });
    const removed = await bare('DELETE', `/api/v1/projects/${made.json.project.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    // A call that needs a body still says which one is missing.
    const missing = await bare('POST', `/api/v1/projects/users/${me.id}`);
    expect(missing.statusCode).toBe(400);
    expect(JSON.parse(missing.body).details[0].field).toBe('body');
  });

  it('asks a signed-out caller to sign in before reading anything it sent', async () => {
    for (const payload of ['', '{"name":', '{"name":"ab\\u0000cd"}', '[]']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/users/nobody0000000000000000',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.statusCode, payload).toBe(401);
      expect(JSON.parse(answer.body).code).toBe('unauthorized');
    }
  });

  it('refuses a control character in an id with a 400 naming it', async () => {
    const token = await t.login('designer@demo.example');
    const answer = await t.call('DELETE', '/api/v1/projects/ab%00cd', { token });
    expect(answer.status).toBe(400);
    expect(answer.json.details).toEqual([
      { field: 'params.id', message: 'must not contain control characters' },
    ]);
  });

  it('echoes a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});
