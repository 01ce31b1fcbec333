import type { Floor, SizeOf } from '@roomcraft/scene';
import { wallDimensions } from '../drawing/dimension-shapes.ts';
import { linesOf, num } from '../drawing/paths.ts';
import { itemShape } from '../kinds/item/item-shapes.ts';
import { openingShape } from '../kinds/opening/opening-shapes.ts';
import { roomTint } from '../kinds/room/room-colors.ts';
import { type RoomShape, roomShapes } from '../kinds/room/room-shapes.ts';
import { wallShapes } from '../kinds/wall/wall-shapes.ts';
import { floorBounds } from '../model/plan-geometry.ts';
import { formatArea } from '../model/units.ts';

/** Options of {@link planSvg}. */
export interface PlanSvgOptions {
  readonly roomName: (room: RoomShape) => string;
  readonly korean: boolean;
  /** Written under the plan, e.g. "Flat · 1F". */
  readonly title: string;
  /** Longest side of the picture, pixels (default 1600). */
  readonly size?: number;
  /** Sizes of the placed products, to draw each item at its footprint. */
  readonly sizeOf?: SizeOf;
}

const FONT = "Inter, 'Segoe UI', Roboto, 'Apple SD Gothic Neo', 'Noto Sans KR', Arial, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The plan of a floor as a standalone SVG document, in millimetres with a pixel size: walls,
 * doors and windows, rooms with their names and areas, dimension lines, a title and a 1 m scale
 * bar. Plain attributes only, so any SVG viewer or editor shows it as the editor does.
 */
export function planSvg(
  floor: Floor,
  options: PlanSvgOptions,
): { svg: string; width: number; height: number } {
  const b = floorBounds(floor) ?? { minX: 0, minY: 0, maxX: 4000, maxY: 3000 };
  const margin = 1400;
  const footer = 1200;
  const minX = b.minX - margin;
  const minY = b.minY - margin;
  const w = b.maxX - b.minX + 2 * margin;
  const h = b.maxY - b.minY + 2 * margin + footer;
  const scale = Math.min(0.25, Math.max(0.02, (options.size ?? 1600) / Math.max(w, h)));
  const u = 1 / scale;
  const width = Math.round(w * scale);
  const height = Math.round(h * scale);
  const rooms = roomShapes(floor);
  const parts: string[] = [];
  const push = (s: string) => parts.push(s);

  push(`<rect x="${num(minX)}" y="${num(minY)}" width="${num(w)}" height="${num(h)}" fill="#ffffff"/>`);
  for (const r of rooms) push(`<path d="${r.d}" fill="${roomTint(r.type)}" fill-rule="evenodd"/>`);
  push(
    `<g fill="#353b48" stroke="#1f242e" stroke-width="${num(u)}">${wallShapes(floor)
      .map((s) => `<path d="${s.d}"/>`)
      .join('')}</g>`,
  );
  for (const o of floor.openings) {
    const shape = openingShape(floor, o);
    if (!shape) continue;
    push(`<path d="${shape.cut}" fill="#ffffff"/>`);
    if (shape.swing)
      push(
        `<path d="${shape.swing}" fill="none" stroke="#6b7385" stroke-width="${num(u)}" stroke-dasharray="${num(5 * u)} ${num(3 * u)}"/>`,
      );
    push(
      `<path d="${shape.lines}" fill="none" stroke="${shape.door ? '#353b48' : '#2f7fd1'}" stroke-width="${num(1.5 * u)}"/>`,
    );
  }
  for (const it of floor.items.filter((i) => i.visible)) {
    const shape = itemShape(it, options.sizeOf?.(it.productId), null);
    push(`<path d="${shape.outline}" fill="#ffffff" stroke="#7a8396" stroke-width="${num(u)}"/>`);
    push(`<path d="${shape.front}" fill="none" stroke="#4d5566" stroke-width="${num(2.5 * u)}"/>`);
  }
  const dimensions = wallDimensions(floor).filter((d) => d.length * scale >= 30);
  push(
    `<path d="${linesOf(dimensions.flatMap((d) => [[d.a, d.b] as const, ...d.extensions]))}" fill="none" stroke="#7b8494" stroke-width="${num(u)}"/>`,
  );
  push(
    `<path d="${linesOf(dimensions.flatMap((d) => d.ticks))}" fill="none" stroke="#4d5566" stroke-width="${num(1.5 * u)}"/>`,
  );
  const halo = (color: string, widthPx: number) =>
    `paint-order="stroke" stroke="${color}" stroke-width="${num(widthPx * u)}" stroke-linejoin="round"`;
  for (const d of dimensions) {
    push(
      `<text x="${num(d.at.x)}" y="${num(d.at.y)}" transform="rotate(${num(d.angle)} ${num(d.at.x)} ${num(d.at.y)})" font-size="${num(13 * u)}" fill="#4d5566" text-anchor="middle" dominant-baseline="central" ${halo('#ffffff', 4)}>${escapeXml(d.text)}</text>`,
    );
  }
  for (const r of rooms) {
    push(
      `<text x="${num(r.label.x)}" y="${num(r.label.y)}" text-anchor="middle" ${halo('#ffffff', 3)}><tspan x="${num(r.label.x)}" dy="-0.15em" font-size="${num(17 * u)}" font-weight="650" fill="#2b3140">${escapeXml(options.roomName(r))}</tspan><tspan x="${num(r.label.x)}" dy="1.35em" font-size="${num(14 * u)}" fill="#535b6b">${escapeXml(formatArea(r.area, r.pyeong, options.korean))}</tspan></text>`,
    );
  }
  const baseY = b.maxY + margin + footer / 2;
  push(
    `<text x="${num(b.minX)}" y="${num(baseY)}" font-size="${num(20 * u)}" font-weight="650" fill="#2b3140" dominant-baseline="central">${escapeXml(options.title)}</text>`,
  );
  const barX = b.maxX - 1000;
  push(
    `<path d="M${num(barX)} ${num(baseY)}h1000M${num(barX)} ${num(baseY - 80)}v160M${num(barX + 1000)} ${num(baseY - 80)}v160" fill="none" stroke="#2b3140" stroke-width="${num(1.5 * u)}"/>`,
  );
  push(
    `<text x="${num(barX + 500)}" y="${num(baseY - 120)}" font-size="${num(13 * u)}" fill="#2b3140" text-anchor="middle">1 m</text>`,
  );

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${num(minX)} ${num(minY)} ${num(w)} ${num(h)}" font-family="${escapeXml(FONT)}">${parts.join('')}</svg>`;
  return { svg, width, height };
}
