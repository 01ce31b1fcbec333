import { describe, expect, it } from 'vitest';
import type { JobRow, JobsRepository } from './jobs.repository.ts';
import { ProcessingQueue } from './processing-queue.ts';

/** Queued jobs in memory, as the repository hands them out one at a time. */
function jobsOf(ids: string[]) {
  const queued = ids.map((id) => ({ id, product_id: `product-${id}`, attempts: 1 }) as JobRow);
  const finished: string[] = [];
  const jobs = {
    take: async () => queued.shift(),
    finish: async (id: string) => void finished.push(id),
  } as unknown as JobsRepository;
  return { jobs, queued, finished };
}

describe('the processing queue', () => {
  it('stops after the job under way and leaves the rest queued for the next start', async () => {
    const { jobs, queued, finished } = jobsOf(['a', 'b', 'c']);
    let release: () => void = () => {};
    const { promise: firstStarted, resolve: started } = Promise.withResolvers<void>();
    const queue = new ProcessingQueue({
      jobs,
      run: () => {
        started();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      fail: async () => {},
    });
    void queue.drain();
    await firstStarted;
    const stopped = queue.stop();
    release();
    await stopped;
    expect(finished).toEqual(['a']);
    expect(queued.map((job) => job.id)).toEqual(['b', 'c']);
  });
});
