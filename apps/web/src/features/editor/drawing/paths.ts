import type { Vec2 } from '@roomcraft/scene';

/** A coordinate for SVG, to 0.1 mm: enough for any plan, short enough for large ones. */
export const num = (v: number): string => String(Math.round(v * 10) / 10);

/** An SVG path through points; closed unless told otherwise. */
export function pathOf(points: readonly Vec2[], closed = true): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  return `M${num(first!.x)} ${num(first!.y)}${rest.map((p) => `L${num(p.x)} ${num(p.y)}`).join('')}${closed ? 'Z' : ''}`;
}

/** An SVG path of several separate lines. */
export const linesOf = (lines: readonly (readonly [Vec2, Vec2])[]): string =>
  lines.map(([a, b]) => `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`).join('');

/** A circular arc from `from` to `to` around `centre` (the short way). */
export function arcOf(centre: Vec2, from: Vec2, to: Vec2): string {
  const radius = Math.hypot(from.x - centre.x, from.y - centre.y);
  const cross = (from.x - centre.x) * (to.y - centre.y) - (from.y - centre.y) * (to.x - centre.x);
  return `M${num(from.x)} ${num(from.y)}A${num(radius)} ${num(radius)} 0 0 ${cross > 0 ? 1 : 0} ${num(to.x)} ${num(to.y)}`;
}
