import { addWall, createEmptyDesign, type Design, validateDesign } from '@roomcraft/scene';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { type AutosaveDeps, Autosaver } from './autosave.ts';

const start = createEmptyDesign({ floorId: 'f1' });
const withWall = (design: Design, x: number) => addWall(design, { from: { x, y: 0 }, to: { x, y: 3000 } });

function saver(save: AutosaveDeps['save'], extra: Partial<AutosaveDeps> = {}) {
  const autosaver = new Autosaver(
    { save, validate: validateDesign, debounceMs: 1000, ...extra },
    { version: 1, design: start },
  );
  const states: string[] = [];
  autosaver.subscribe(() => states.push(autosaver.getState().kind));
  return { autosaver, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosave', () => {
  it('saves once after a quiet second, with the version it was based on, then the next version', async () => {
    const save = vi.fn(async (version: number) => ({ version: version + 1 }));
    const { autosaver, states } = saver(save);
    const a = withWall(start, 0);
    const b = withWall(a, 1000);
    autosaver.update(a);
    await vi.advanceTimersByTimeAsync(500);
    autosaver.update(b);
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith(1, b);
    expect(states).toEqual(['pending', 'pending', 'saving', 'saved']);
    autosaver.update(withWall(b, 2000));
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenLastCalledWith(2, expect.anything());
    expect(autosaver.baseVersion).toBe(3);
    expect(autosaver.hasUnsavedChanges).toBe(false);
  });

  it('saves a design that keeps changing at least every five seconds', async () => {
    const save = vi.fn(async (version: number) => ({ version: version + 1 }));
    const { autosaver } = saver(save);
    let design = start;
    for (let i = 0; i < 12; i++) {
      design = withWall(design, i * 500);
      autosaver.update(design);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('stops on a 409 and says the design changed elsewhere; saves nothing more until reset', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'version_conflict', 'stale', { currentVersion: 4 });
    });
    const { autosaver } = saver(save);
    autosaver.update(withWall(start, 0));
    await vi.advanceTimersByTimeAsync(1000);
    expect(autosaver.getState()).toEqual({ kind: 'conflict' });
    autosaver.update(withWall(start, 500));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    autosaver.reset({ version: 4, design: start });
    expect(autosaver.getState()).toEqual({ kind: 'saved' });
  });

  it('retries a lost connection with growing waits, sending the latest design', async () => {
    let calls = 0;
    const save = vi.fn(async (version: number) => {
      calls++;
      if (calls <= 2) throw new ApiError(0, 'network_error', 'offline');
      return { version: version + 1 };
    });
    const { autosaver } = saver(save, { load: async () => ({ version: 1, design: start }) });
    autosaver.update(withWall(start, 0));
    await vi.advanceTimersByTimeAsync(1000);
    expect(autosaver.getState()).toEqual({ kind: 'offline', retryInMs: 1000, attempt: 1 });
    const latest = withWall(start, 700);
    autosaver.update(latest);
    await vi.advanceTimersByTimeAsync(1000);
    expect(autosaver.getState()).toEqual({ kind: 'offline', retryInMs: 2000, attempt: 2 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(autosaver.getState()).toEqual({ kind: 'saved' });
    expect(save).toHaveBeenLastCalledWith(1, latest);
  });

  it('takes a 409 after a lost answer as its own save when the server holds the same design', async () => {
    const a = withWall(start, 0);
    const stored = JSON.parse(JSON.stringify(a));
    const save = vi
      .fn<AutosaveDeps['save']>()
      .mockRejectedValueOnce(new ApiError(0, 'network_error', 'reset'))
      .mockRejectedValueOnce(new ApiError(409, 'version_conflict', 'stale'));
    const { autosaver } = saver(save, { load: async () => ({ version: 2, design: stored }) });
    autosaver.update(a);
    await vi.advanceTimersByTimeAsync(2000);
    expect(autosaver.getState()).toEqual({ kind: 'saved' });
    expect(autosaver.baseVersion).toBe(2);
  });

  it('never sends a design that fails validation', async () => {
    const save = vi.fn(async () => ({ version: 2 }));
    const { autosaver } = saver(save);
    const broken = { ...start, activeFloorId: 'nowhere' };
    autosaver.update(broken);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(autosaver.getState()).toMatchObject({ kind: 'invalid', path: 'activeFloorId' });
  });

  it('gives up on a refusal such as 403 until the next change', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(403, 'forbidden', 'no');
    });
    const { autosaver } = saver(save);
    autosaver.update(withWall(start, 0));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosaver.getState().kind).toBe('failed');
  });

  it('flushes at once when asked (leaving the editor)', async () => {
    const save = vi.fn(async (version: number) => ({ version: version + 1 }));
    const { autosaver } = saver(save);
    autosaver.update(withWall(start, 0));
    await autosaver.flush();
    expect(save).toHaveBeenCalledOnce();
    expect(autosaver.hasUnsavedChanges).toBe(false);
  });

  it('goes back to saved when undo returns to the saved design', async () => {
    const save = vi.fn(async () => ({ version: 2 }));
    const { autosaver } = saver(save);
    autosaver.update(withWall(start, 0));
    autosaver.update(start);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(autosaver.getState()).toEqual({ kind: 'saved' });
  });
});
