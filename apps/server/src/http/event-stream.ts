import type { FastifyReply, FastifyRequest } from 'fastify';

const POLL_MS = 1_000;
const KEEP_ALIVE_MS = 15_000;

/**
 * Streams server-sent events: for each named event, what its reader answers, whenever that changes.
 * The database is the source of truth (workers and other servers change it), so the stream reads it
 * once a second. One stream may carry several events (renders and the notification bell).
 */
export function streamChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  readers: Record<string, () => Promise<unknown>>,
): void {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const last = new Map<string, string>();
  let lastWrite = Date.now();
  let closed = false;
  const tick = async () => {
    if (closed) return;
    for (const [event, read] of Object.entries(readers)) {
      try {
        const body = JSON.stringify(await read());
        if (body !== last.get(event)) {
          last.set(event, body);
          out.write(`event: ${event}\ndata: ${body}\n\n`);
          lastWrite = Date.now();
        }
      } catch (error) {
        request.log.warn({ err: error, event }, 'event stream read failed');
      }
    }
    if (Date.now() - lastWrite > KEEP_ALIVE_MS) {
      out.write(': keep-alive\n\n');
      lastWrite = Date.now();
    }
    if (!closed) timer = setTimeout(tick, POLL_MS);
  };
  let timer = setTimeout(tick, 0);
  request.raw.on('close', () => {
    closed = true;
    clearTimeout(timer);
  });
}
