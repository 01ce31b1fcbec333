import { describe, expect, it } from 'vitest';
import { pageSeek } from './page-seek.ts';

const anchor = { key: '2026-01-01 00:00:00+00', id: 'p1' };

describe('pageSeek', () => {
  it('skips from the start in the first half of a list', () => {
    expect(pageSeek(3, 20, 1000, undefined)).toEqual({ from: 'start', skip: 60, take: 20 });
  });

  it('skips from the end past the middle, taking only what is left on a last, short page', () => {
    expect(pageSeek(40, 20, 1000, undefined)).toEqual({ from: 'end', skip: 180, take: 20 });
    expect(pageSeek(49, 20, 990, undefined)).toEqual({ from: 'end', skip: 0, take: 10 });
  });

  it('starts from a remembered row when that skips the fewest entries', () => {
    expect(pageSeek(30, 20, 1000, { offset: 590, anchor })).toEqual({
      from: 'anchor',
      anchor,
      skip: 10,
      take: 20,
    });
    expect(pageSeek(30, 20, 1000, { offset: 600, anchor })).toEqual({
      from: 'anchor',
      anchor,
      skip: 0,
      take: 20,
    });
    expect(pageSeek(45, 20, 1000, { offset: 100, anchor })).toMatchObject({ from: 'end', skip: 80 });
  });
});
