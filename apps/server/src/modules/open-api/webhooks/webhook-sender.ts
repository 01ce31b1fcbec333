import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isForbiddenAddress, type WebhookAddressRule } from './webhook-address.ts';

const TIMEOUT_MS = 10_000;
/** Only the start of a receiver's answer is kept for the delivery log. */
const ANSWER_BYTES = 512;

export interface WebhookMessage {
  url: string;
  secret: string;
  deliveryId: string;
  event: string;
  body: string;
}

export type SendOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/**
 * The signature of a delivery: hex HMAC-SHA256 of `<timestamp>.<body>` with the webhook's secret,
 * sent as `x-roomcraft-signature: t=<timestamp>,v1=<hex>`. A receiver recomputes it and refuses
 * old timestamps, so a captured delivery cannot be replayed later.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** POSTs one delivery; any 2xx is success, anything else (or no answer in 10 s) a failure to retry. */
export function sendWebhook(message: WebhookMessage, rule: WebhookAddressRule): Promise<SendOutcome> {
  const url = new URL(message.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal is never looked up, so it is checked here rather than in the lookup.
  if (isIP(host) && !rule.exempts(host) && isForbiddenAddress(host)) {
    return Promise.resolve({ ok: false, status: null, error: 'the address may not be reached' });
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        lookup: rule.lookupFor(host),
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Roomcraft-Webhooks/1',
          'x-roomcraft-event': message.event,
          'x-roomcraft-delivery': message.deliveryId,
          'x-roomcraft-signature': signWebhook(message.secret, timestamp, message.body),
        },
      },
      (answer) => {
        let received = 0;
        answer.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > ANSWER_BYTES) answer.destroy();
        });
        answer.on('close', () => {
          const status = answer.statusCode ?? 0;
          resolve(
            status >= 200 && status < 300
              ? { ok: true, status }
              : { ok: false, status, error: `answered ${status}` },
          );
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', (error) => resolve({ ok: false, status: null, error: error.message }));
    outgoing.end(message.body);
  });
}
