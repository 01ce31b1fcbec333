import { describe, expect, it } from 'vitest';
import { degreesOf, formatLength, parseLength } from './lengths.ts';

describe('lengths in the inspector', () => {
  it('writes millimetres in the chosen unit', () => {
    expect(formatLength(1250, 'mm')).toBe('1250');
    expect(formatLength(1250, 'cm')).toBe('125');
    expect(formatLength(1254.4, 'cm')).toBe('125.4');
    expect(formatLength(1250, 'm')).toBe('1.25');
    expect(formatLength(-0.01, 'm')).toBe('0');
  });

  it('reads a typed length in the field unit or in the unit typed with it', () => {
    expect(parseLength('125', 'cm')).toBe(1250);
    expect(parseLength('1,25', 'm')).toBe(1250);
    expect(parseLength('1.25 m', 'mm')).toBe(1250);
    expect(parseLength('90cm', 'm')).toBe(900);
    expect(parseLength('-300', 'mm')).toBe(-300);
    expect(parseLength('wide', 'mm')).toBeUndefined();
    expect(parseLength('', 'mm')).toBeUndefined();
  });

  it('reads a rotation as degrees clockwise in [0, 360)', () => {
    expect(degreesOf(Math.PI / 2)).toBe(90);
    expect(degreesOf(-Math.PI / 2)).toBe(270);
    expect(degreesOf(2 * Math.PI - 1e-9)).toBe(0);
  });
});
