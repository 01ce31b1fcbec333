import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

const now = Date.parse('2026-11-22T10:00:00.000Z');
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('time left of a render', () => {
  it('rounds to what a person reads at a glance, in their language', () => {
    expect(timeLeft(at(12), now, 'en')).toBe('in 15 seconds');
    expect(timeLeft(at(150), now, 'en')).toBe('in 3 minutes');
    expect(timeLeft(at(5400), now, 'en')).toBe('in 1.5 hours');
    expect(timeLeft(at(150), now, 'ko')).toBe('3분 후');
  });

  it('says nothing when the end is unknown or already past', () => {
    expect(timeLeft(null, now, 'en')).toBeNull();
    expect(timeLeft(at(-3), now, 'en')).toBeNull();
  });
});
