import { SseParser } from './sse-parser.ts';

/** `live` while the stream delivers; `broken` between a failed stream and the next attempt. */
export type FeedStatus = 'connecting' | 'live' | 'broken';

export interface FollowOptions {
  /** The event name to listen for; others are skipped. */
  event: string;
  /** Each event's data, parsed as JSON. */
  onData(data: unknown): void;
  onStatus?(status: FeedStatus): void;
  token(): string | null;
  fetch?: typeof fetch;
  /** First wait before reconnecting a broken stream; it doubles up to a minute. */
  retryMs?: number;
  /** A stream silent for this long is taken for dead (the server sends a keep-alive every 15 s). */
  silenceMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows a server-sent event stream of the API with fetch, because EventSource cannot send the
 * session's Authorization header. A stream that fails, ends or falls silent is reported `broken`
 * (the caller reads another way meanwhile) and opened again with growing waits. Answers the
 * function that stops following.
 */
export function followEvents(url: string, options: FollowOptions): () => void {
  const stop = new AbortController();
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const retryMs = options.retryMs ?? 3_000;
  const silenceMs = options.silenceMs ?? 40_000;

  const readOnce = async (): Promise<void> => {
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    stop.signal.addEventListener('abort', abort);
    let watchdog = setTimeout(abort, silenceMs);
    try {
      const token = options.token();
      const response = await doFetch(url, {
        headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        cache: 'no-store',
        signal: attempt.signal,
      });
      if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
      options.onStatus?.('live');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      // Ends a pending read at once, whatever the fetch implementation does with the signal.
      attempt.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
      const parser = new SseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        clearTimeout(watchdog);
        watchdog = setTimeout(abort, silenceMs);
        for (const message of parser.push(value)) {
          if (message.event === options.event) options.onData(JSON.parse(message.data));
        }
      }
    } finally {
      clearTimeout(watchdog);
      stop.signal.removeEventListener('abort', abort);
    }
  };

  void (async () => {
    let wait = retryMs;
    while (!stop.signal.aborted) {
      options.onStatus?.('connecting');
      const opened = Date.now();
      // A failed attempt is reported as `broken` below, and tried again after a wait.
      await readOnce().catch(() => undefined);
      if (stop.signal.aborted) return;
      options.onStatus?.('broken');
      // A stream that stayed up a good while was healthy: start the waits over.
      if (Date.now() - opened > 60_000) wait = retryMs;
      await sleep(wait, stop.signal);
      wait = Math.min(wait * 2, 60_000);
    }
  })();
  return () => stop.abort();
}
