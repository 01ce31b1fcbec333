import { afterAll, describe, expect, it } from 'vitest';
import { ModelThread } from './model-thread.ts';
import { RejectedUpload } from './rejected-upload.ts';
import { brokenGltf, validChair } from './test-models.ts';

describe('the model thread', () => {
  const thread = new ModelThread();
  afterAll(() => thread.close());

  it('processes a model off the event loop and answers its files and size', async () => {
    const result = await thread.run({ name: 'chair.glb', data: await validChair(), resources: {} });
    expect(result.size).toEqual({ mmWidth: 500, mmHeight: 900, mmDepth: 500 });
    expect(result.thumbnails.map((t) => t.view)).toEqual(['front', 'three-quarter', 'side', 'top']);
    expect(Buffer.from(result.model.subarray(0, 4)).toString()).toBe('glTF');
    expect(result.decimate.length).toBeGreaterThan(0);
  });

  it('answers a bad file as a rejected upload, with the validator’s reason', async () => {
    const failure = await thread
      .run({ name: 'broken.gltf', data: brokenGltf(), resources: {} })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(RejectedUpload);
    expect(failure.message).toMatch(/glTF error/);
  });

  it('gives up a model over its time limit as a crash (retried later) and starts afresh for the next', async () => {
    const hurried = new ModelThread({ timeLimitMs: 1 });
    const chair = { name: 'chair.glb', data: await validChair(), resources: {} };
    const failure = await hurried.run(chair).catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(RejectedUpload);
    expect(failure.message).toMatch(/longer than/);
    await hurried.close();
    const next = await thread.run(chair);
    expect(next.size.mmHeight).toBe(900);
  });
});
