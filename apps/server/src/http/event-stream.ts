import type { FastifyReply, FastifyRequest } from 'fastify';

const POLL_MS = 1_000;
const KEEP_ALIVE_MS = 15_000;

/**
 * Streams server-sent events: `event` with what `read` answers, whenever it changes. The database is
 * the source of truth (workers and other servers change it), so the stream reads it once a second.
 */
export function streamChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  event: string,
  read: () => Promise<unknown>,
): void {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let last = '';
  let lastWrite = Date.now();
  let closed = false;
  const tick = async () => {
    if (closed) return;
    try {
      const body = JSON.stringify(await read());
      if (body !== last) {
        last = body;
        out.write(`event: ${event}\ndata: ${body}\n\n`);
        lastWrite = Date.now();
      } else if (Date.now() - lastWrite > KEEP_ALIVE_MS) {
        out.write(': keep-alive\n\n');
        lastWrite = Date.now();
      }
    } catch (error) {
      request.log.warn({ err: error, event }, 'event stream read failed');
    }
    if (!closed) timer = setTimeout(tick, POLL_MS);
  };
  let timer = setTimeout(tick, 0);
  request.raw.on('close', () => {
    closed = true;
    clearTimeout(timer);
  });
}
