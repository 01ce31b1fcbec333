import { describe, expect, it } from 'vitest';
import { formatArea, formatDegrees, formatMetres, parseTypedLength } from './units.ts';

describe('typed lengths and shown numbers', () => {
  it('reads up to 100 as metres and more as millimetres, with a comma or a point', () => {
    expect(parseTypedLength('3.45')).toBe(3450);
    expect(parseTypedLength('3,45')).toBe(3450);
    expect(parseTypedLength('.9')).toBe(900);
    expect(parseTypedLength('12')).toBe(12_000);
    expect(parseTypedLength('3450')).toBe(3450);
    expect(parseTypedLength('101')).toBe(101);
    for (const bad of ['', '0', '-2', '3.4.5', 'abc', '1e3'])
      expect(parseTypedLength(bad), bad).toBeUndefined();
  });

  it('writes metres, areas (with pyeong in Korean) and angles as read on screen', () => {
    expect(formatMetres(3450)).toBe('3.45 m');
    expect(formatArea(11.31, 3.4213, false)).toBe('11.31 m²');
    expect(formatArea(11.31, 3.4213, true)).toBe('11.31 m² · 3.42평');
    expect(formatDegrees(0)).toBe('0°');
    expect(formatDegrees(-Math.PI / 2)).toBe('90°');
    expect(formatDegrees(Math.PI / 4)).toBe('315°');
  });
});
