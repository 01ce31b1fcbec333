import type { RenderJob } from '@roomcraft/contract';
import { describe, expect, it, vi } from 'vitest';
import { type FeedStatus, followRenders } from './render-feed.ts';

const job = (state: RenderJob['state'], progress = 0): RenderJob => ({
  id: 'job-1',
  projectId: 'project-1',
  sessionId: 's1',
  requestId: 'request-1',
  userId: 'user-1',
  type: 0,
  imageType: 'RENDER_SHOT',
  tier: 'standard-render',
  engine: 'CYCLES',
  state,
  progress,
  queuePosition: state === 'QUEUED' ? 1 : null,
  estimatedEndTime: null,
  error: null,
  imageId: null,
  width: 1280,
  height: 720,
  cameraName: 'Sofa',
  camera: null,
  standIns: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
});

const event = (jobs: RenderJob[]) => `event: renders\ndata: ${JSON.stringify({ renders: jobs })}\n\n`;

/** A response whose body sends the given chunks and then stays open (or ends, when asked). */
function streamResponse(chunks: string[], end = false, status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (end) controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('following the render stream', () => {
  it('sends the bearer token and hands over each list of jobs', async () => {
    const fetch = vi.fn(async () => streamResponse([event([job('QUEUED')]), event([job('RUNNING', 0.4)])]));
    const lists: RenderJob[][] = [];
    const statuses: FeedStatus[] = [];
    const stop = followRenders(
      { sessionId: 's1' },
      { onRenders: (jobs) => lists.push(jobs), onStatus: (s) => statuses.push(s), token: () => 'tok', fetch },
    );
    await until(() => lists.length === 2);
    stop();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/renders/stream?sessionId=s1');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', accept: 'text/event-stream' });
    expect(lists.map((l) => l[0]!.state)).toEqual(['QUEUED', 'RUNNING']);
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('reports a refused or ended stream as broken and opens it again', async () => {
    const answers = [
      streamResponse([], true, 401),
      streamResponse([event([job('DONE', 1)])], true),
      streamResponse([]),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    const statuses: FeedStatus[] = [];
    const lists: RenderJob[][] = [];
    const stop = followRenders(
      { projectId: 'project-1' },
      {
        onRenders: (j) => lists.push(j),
        onStatus: (s) => statuses.push(s),
        token: () => null,
        fetch,
        retryMs: 1,
      },
    );
    await until(() => fetch.mock.calls.length === 3 && statuses.at(-1) === 'live');
    stop();
    expect(statuses).toEqual(['connecting', 'broken', 'connecting', 'live', 'broken', 'connecting', 'live']);
    expect(lists).toHaveLength(1);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      '/api/v1/renders/stream?projectId=project-1',
    );
  });

  it('takes a silent stream for dead and ignores malformed lists', async () => {
    const answers = [
      streamResponse(['event: renders\ndata: {"renders":[{"id":1}]}\n\n']),
      streamResponse([]),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    const statuses: FeedStatus[] = [];
    const lists: RenderJob[][] = [];
    const stop = followRenders(
      { sessionId: 's1' },
      {
        onRenders: (j) => lists.push(j),
        onStatus: (s) => statuses.push(s),
        token: () => null,
        fetch,
        retryMs: 1,
        silenceMs: 30,
      },
    );
    await until(() => fetch.mock.calls.length >= 2);
    stop();
    expect(statuses.slice(0, 3)).toEqual(['connecting', 'live', 'broken']);
    expect(lists).toEqual([]);
  });
});
