import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTemplate, type TemplateWorld, templateWorld } from '../templates/test/fixtures.ts';
import { startReceiver } from './test/receiver.ts';

describe('webhooks', () => {
  let t: TestApp;
  let w: TemplateWorld;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let enterpriseId: string;
  beforeAll(async () => {
    receiver = await startReceiver();
    // The receiver listens on this machine: the test names it as the one private host webhooks may reach.
    t = await createTestApp({ config: { webhookPrivateHostsAllowed: ['127.0.0.1'] } });
    w = await templateWorld(t);
    enterpriseId = w.manager.enterpriseId!;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const register = (url: string, events = ['TEMPLATE_PUBLISHED']) =>
    t.call('POST', '/api/v1/developers/webhooks', {
      token: w.manager.token,
      body: { enterpriseId, url, events },
    });
  const deliveries = async (webhookId: string) =>
    (await t.call('GET', `/api/v1/developers/webhooks/${webhookId}/deliveries`, { token: w.manager.token }))
      .json.deliveries;
  const jobOf = (deliveryId: string) =>
    t.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'webhook-delivery')
      .where('dedupe_key', '=', deliveryId)
      .executeTakeFirstOrThrow();

  it('delivers a template publication signed over the timestamp and body', async () => {
    const created = await register(receiver.url);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { webhook, secret } = created.json;
    expect(secret).toMatch(/^whsec_/);
    const listed = await t.call('GET', `/api/v1/developers/webhooks?enterpriseId=${enterpriseId}`, {
      token: w.admin.token,
    });
    expect(JSON.stringify(listed.json)).not.toContain(secret);

    const template = await makeTemplate(t, w, w.designer, { scope: 'enterprise', name: 'Hooked lounge' });
    const published = await t.call('POST', `/api/v1/template/${template.id}/comments`, {
      token: w.manager.token,
      body: { content: 'Lovely.', status: 'PUBLISHED' },
    });
    expect(published.status).toBe(201);
    // The in-process runner runs every kind; the publication's delivery is among what it ran.
    await t.platform.library.processing.drain();

    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received[0]!;
    expect(JSON.parse(body)).toMatchObject({
      event: 'TEMPLATE_PUBLISHED',
      enterpriseId,
      data: { templateId: template.id, name: 'Hooked lounge', scope: 'ENTERPRISE' },
    });
    const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
      String(headers['x-roomcraft-signature']),
    )!;
    expect(signature).toBe(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
    expect(headers['x-roomcraft-event']).toBe('TEMPLATE_PUBLISHED');
    const [delivery] = await deliveries(webhook.id);
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 1, responseStatus: 200 });
    expect(headers['x-roomcraft-delivery']).toBe(delivery.id);
    await t.call('DELETE', `/api/v1/developers/webhooks/${webhook.id}`, { token: w.manager.token });
  });

  it('retries a failing receiver five times with a doubling back-off, then fails; a redelivery sends it again', async () => {
    const created = await register(receiver.url, ['RENDER_FINISHED']);
    const webhookId = created.json.webhook.id as string;
    receiver.answer(503);
    const before = receiver.received.length;
    await t.platform.openApi.events.emit(enterpriseId, 'RENDER_FINISHED', { renderJobId: 'r1' });
    const [first] = await deliveries(webhookId);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(await t.platform.library.processing.drain()).toBe(1);
      const job = await jobOf(first.id);
      if (attempt < 6) {
        expect(job.state).toBe('QUEUED');
        waits.push(Math.round((job.run_after.getTime() - job.updated_at.getTime()) / 1000));
        // The wait has passed: the job is due now.
        await t.db
          .updateTable('jobs')
          .set({ run_after: new Date(Date.now() - 1000) })
          .where('id', '=', job.id)
          .execute();
      } else {
        expect(job.state).toBe('FAILED');
      }
    }
    expect(waits).toEqual([30, 60, 120, 240, 480]);
    expect(receiver.received.length - before).toBe(6);
    expect((await deliveries(webhookId))[0]).toMatchObject({
      id: first.id,
      status: 'FAILED',
      attempts: 6,
      responseStatus: 503,
      error: 'answered 503',
    });

    receiver.answer(200);
    const again = await t.call('POST', `/api/v1/developers/webhook-deliveries/${first.id}/redeliver`, {
      token: w.admin.token,
    });
    expect(again.status).toBe(201);
    expect(await t.platform.library.processing.drain()).toBe(1);
    const log = await deliveries(webhookId);
    expect(log.map((d: { status: string }) => d.status)).toEqual(['SUCCEEDED', 'FAILED']);
    expect(receiver.received.at(-1)!.body).toBe(receiver.received.at(-2)!.body);
  });

  it('refuses URLs that are not http(s) or reach loopback, private or reserved addresses', async () => {
    for (const url of [
      'ftp://example.com/hook',
      'file:///etc/passwd',
      'http://localhost:8080/hook',
      'http://127.0.0.2/hook',
      'http://10.1.2.3/hook',
      'http://172.16.0.1/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0.0.0.0/hook',
      'http://user:pass@example.com/hook',
      'not a url',
    ]) {
      const refused = await register(url);
      expect(refused.status, url).toBe(400);
      expect(refused.json.details[0].field, url).toBe('url');
    }
    const rows = await t.db.selectFrom('webhooks').select('url').execute();
    expect(rows.every((r) => r.url.startsWith(receiver.url))).toBe(true);
  });

  it('checks the address again when delivering: a name that turned private is not called', async () => {
    const created = await register(receiver.url, ['ORDER_STATE_CHANGED']);
    // As if the registered host had since been re-pointed at this machine's other address.
    const rebound = receiver.url.replace('127.0.0.1', 'localhost');
    await t.db
      .updateTable('webhooks')
      .set({ url: rebound })
      .where('id', '=', created.json.webhook.id)
      .execute();
    const before = receiver.received.length;
    await t.platform.openApi.events.emit(enterpriseId, 'ORDER_STATE_CHANGED', { orderId: 'o1' });
    expect(await t.platform.library.processing.drain()).toBe(1);
    expect(receiver.received.length).toBe(before);
    const [delivery] = await deliveries(created.json.webhook.id);
    expect(delivery.error).toContain('may not reach');
  });

  it('keeps webhooks to the enterprise’s managers', async () => {
    const asDesigner = await t.call('POST', '/api/v1/developers/webhooks', {
      token: w.designer.token,
      body: { enterpriseId, url: receiver.url, events: ['TEMPLATE_PUBLISHED'] },
    });
    expect(asDesigner.status).toBe(403);
    const [hook] = (
      await t.call('GET', `/api/v1/developers/webhooks?enterpriseId=${enterpriseId}`, {
        token: w.admin.token,
      })
    ).json.webhooks;
    expect(
      (await t.call('GET', `/api/v1/developers/webhooks/${hook.id}/deliveries`, { token: w.stranger.token }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/v1/developers/webhooks/${hook.id}`, { token: w.stranger.token })).status,
    ).toBe(404);
    const badEvent = await t.call('POST', '/api/v1/developers/webhooks', {
      token: w.manager.token,
      body: { enterpriseId, url: receiver.url, events: ['SOMETHING'] },
    });
    expect(badEvent.status).toBe(400);
  });
});
