import { EditorTypeCode } from '@roomcraft/enums';
import { boundsOf, type Polygon, pointInPolygon, polygonArea } from '../geometry/polygon.ts';
import { projectOntoSegment } from '../geometry/segment.ts';
import {
  add,
  angleOf,
  distance,
  dot,
  leftNormal,
  normalize,
  scale,
  sub,
  type Vec2,
} from '../geometry/vector.ts';
import type { OutlineOpening, RoomShape, SnapshotItem } from './room-snapshot.ts';

/** A template's product with its footprint at scale 1 (mm), when the library knows it. */
export interface LayoutProduct extends SnapshotItem {
  size?: { width: number; depth: number; height: number };
}

/** What a template holds for fitting: its room (outline from the origin) and its products. */
export interface TemplateLayout {
  room: RoomShape;
  products: readonly LayoutProduct[];
}

/** A product placed in the target room, in plan coordinates. */
export interface FittedProduct extends SnapshotItem {}

export interface FitResult {
  items: FittedProduct[];
  /** Products that could not stand anywhere near their place without crossing a wall or a door swing. */
  skipped: { productId: string; reason: 'outside' | 'door' }[];
  /** Quarter turns the template was turned by to match the room's proportions and openings. */
  quarterTurns: number;
}

/** Footprint used when the library gave no size, mm. */
const UNKNOWN_SIZE = { width: 600, depth: 600, height: 600 };
/** A product whose back is this close to a wall (mm, beyond its half depth) stands against it. */
const AGAINST_WALL = 150;
/** How far a product may be nudged to clear a wall or door swing, in steps of NUDGE_STEP, mm. */
const NUDGE_LIMIT = 1500;
const NUDGE_STEP = 100;

const isFloorStanding = (code: number) =>
  code === EditorTypeCode.FloorItem || code === EditorTypeCode.StandingItem;

/** Turns a layout by quarter turns about its outline's centre and moves its outline back to the origin. */
export function turnLayout(layout: TemplateLayout, quarterTurns: number): TemplateLayout {
  const q = ((quarterTurns % 4) + 4) % 4;
  if (q === 0) return layout;
  const turn = (p: Vec2): Vec2 => {
    let { x, y } = p;
    for (let i = 0; i < q; i++) [x, y] = [-y, x]; // +90° in plan (clockwise on screen)
    return { x, y };
  };
  const turned = layout.room.outline.map(turn);
  const tb = boundsOf(turned);
  const shift = (p: Vec2) => {
    const t = turn(p);
    return { x: t.x - tb.minX, y: t.y - tb.minY };
  };
  return {
    room: {
      outline: layout.room.outline.map(shift),
      height: layout.room.height,
      openings: layout.room.openings.map((o) => ({ ...o, at: shift(o.at) })),
    },
    products: layout.products.map((p) => {
      const at = shift(p.position);
      return {
        ...p,
        position: { ...p.position, x: at.x, y: at.y },
        rotation: { ...p.rotation, z: p.rotation.z + (q * Math.PI) / 2 },
      };
    }),
  };
}

interface Edge {
  a: Vec2;
  b: Vec2;
  inward: Vec2;
}

function edgesOf(outline: Polygon): Edge[] {
  return outline.map((a, i) => {
    const b = outline[(i + 1) % outline.length]!;
    const n = leftNormal(normalize(sub(b, a)));
    const mid = scale(add(a, b), 0.5);
    const inward = pointInPolygon(add(mid, scale(n, 1)), outline) ? n : scale(n, -1);
    return { a, b, inward };
  });
}

function nearestEdge(edges: readonly Edge[], p: Vec2) {
  let best = { edge: edges[0]!, distance: Infinity, foot: p };
  for (const edge of edges) {
    const hit = projectOntoSegment(p, edge);
    if (hit.distance < best.distance) best = { edge, distance: hit.distance, foot: hit.point };
  }
  return best;
}

/** The four corners of a product's footprint. */
export function footprint(p: Pick<LayoutProduct, 'position' | 'rotation' | 'scale' | 'size'>): Vec2[] {
  const size = p.size ?? UNKNOWN_SIZE;
  const hw = (size.width * p.scale.x) / 2;
  const hd = (size.depth * p.scale.y) / 2;
  const c = Math.cos(p.rotation.z);
  const s = Math.sin(p.rotation.z);
  return [
    [-hw, -hd],
    [hw, -hd],
    [hw, hd],
    [-hw, hd],
  ].map(([x, y]) => ({ x: p.position.x + x! * c - y! * s, y: p.position.y + x! * s + y! * c }));
}

/** Whether two convex polygons overlap (separating axis test). */
function convexOverlap(a: readonly Vec2[], b: readonly Vec2[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const axis = leftNormal(normalize(sub(poly[(i + 1) % poly.length]!, poly[i]!)));
      const range = (ps: readonly Vec2[]) => {
        const ds = ps.map((p) => dot(p, axis));
        return [Math.min(...ds), Math.max(...ds)] as const;
      };
      const [a0, a1] = range(a);
      const [b0, b1] = range(b);
      if (a1 <= b0 + 1e-6 || b1 <= a0 + 1e-6) return false;
    }
  }
  return true;
}

/** The square a door's leaf sweeps inside the room (width × width in front of it). */
function swingZone(door: OutlineOpening, edges: readonly Edge[]): Vec2[] {
  const edge = nearestEdge(edges, door.at).edge;
  const along = normalize(sub(edge.b, edge.a));
  const half = door.width / 2;
  const a = add(door.at, scale(along, -half));
  const b = add(door.at, scale(along, half));
  const depth = scale(edge.inward, door.swing);
  return [a, b, add(b, depth), add(a, depth)];
}

function fits(item: LayoutProduct, outline: Polygon, swings: readonly Vec2[][]): 'ok' | 'outside' | 'door' {
  if (item.editorTypeCode === EditorTypeCode.CeilingItem)
    return pointInPolygon(item.position, outline) ? 'ok' : 'outside';
  const corners = footprint(item);
  // Wall items hang on the wall: their centre stays inside, their back may touch the wall's face.
  const probe =
    item.editorTypeCode === EditorTypeCode.WallItem
      ? [item.position]
      : corners.map((c) => add(item.position, scale(sub(c, item.position), 0.98)));
  if (!probe.every((p) => pointInPolygon(p, outline))) return 'outside';
  if (isFloorStanding(item.editorTypeCode) && swings.some((zone) => convexOverlap(corners, zone)))
    return 'door';
  return 'ok';
}

/**
 * Fits a template's products into a room (docs/decisions/templates.md, "Applying"): the layout is
 * turned by the quarter turn that best matches the room's proportions and openings, every product
 * keeps its relative place (scaled to the room's extent), products standing against a wall keep
 * their distance to the nearest wall of the new room, and a product that would cross a wall or a
 * door's swing is nudged (along its wall, or towards the room's middle) up to 1.5 m, else skipped.
 * Products keep their own size.
 */
export function fitTemplate(
  layout: TemplateLayout,
  target: RoomShape,
  quarterTurns = bestQuarterTurns(layout, target),
): FitResult {
  const turned = turnLayout(layout, quarterTurns);
  const from = boundsOf(turned.room.outline);
  const to = boundsOf(target.outline);
  const sx = (to.maxX - to.minX) / Math.max(1, from.maxX - from.minX);
  const sy = (to.maxY - to.minY) / Math.max(1, from.maxY - from.minY);
  const fromEdges = edgesOf(turned.room.outline);
  const toEdges = edgesOf(target.outline);
  const swings = target.openings
    .filter((o) => o.kind === 'door' && o.swing > 0)
    .map((d) => swingZone(d, toEdges));
  const centre = { x: (to.minX + to.maxX) / 2, y: (to.minY + to.maxY) / 2 };
  const items: FittedProduct[] = [];
  const skipped: FitResult['skipped'] = [];
  for (const product of turned.products) {
    const scaled = { x: to.minX + product.position.x * sx, y: to.minY + product.position.y * sy };
    const placed = { ...product, position: { ...product.position, ...scaled } };
    let slide: Vec2 | undefined;
    if (product.editorTypeCode !== EditorTypeCode.CeilingItem) {
      const size = product.size ?? UNKNOWN_SIZE;
      const wall = nearestEdge(fromEdges, product.position);
      if (wall.distance <= (size.depth * product.scale.y) / 2 + AGAINST_WALL) {
        const near = nearestEdge(toEdges, scaled);
        const at = add(near.foot, scale(near.edge.inward, wall.distance));
        placed.position = { ...placed.position, x: at.x, y: at.y };
        const turn = angleOf(sub(near.edge.b, near.edge.a)) - angleOf(sub(wall.edge.b, wall.edge.a));
        placed.rotation = { ...placed.rotation, z: product.rotation.z + snapTurn(turn) };
        slide = normalize(sub(near.edge.b, near.edge.a));
      }
    }
    const result = nudged(placed, target.outline, swings, slide, centre);
    if (result.item) items.push(strip(result.item));
    else skipped.push({ productId: product.productId, reason: result.reason });
  }
  return { items, skipped, quarterTurns };
}

/** Wall angles differ by rounding noise; a product turns with its wall only by whole quarter turns. */
const snapTurn = (angle: number) => Math.round(angle / (Math.PI / 2)) * (Math.PI / 2);

function nudged(
  item: LayoutProduct,
  outline: Polygon,
  swings: readonly Vec2[][],
  slide: Vec2 | undefined,
  centre: Vec2,
): { item: LayoutProduct; reason?: never } | { item?: never; reason: 'outside' | 'door' } {
  const first = fits(item, outline, swings);
  if (first === 'ok') return { item };
  const towardsMiddle = normalize(sub(centre, item.position));
  const directions = slide ? [slide, scale(slide, -1)] : [towardsMiddle];
  for (let step = NUDGE_STEP; step <= NUDGE_LIMIT; step += NUDGE_STEP) {
    for (const d of directions) {
      const at = add(item.position, scale(d, step));
      const moved = { ...item, position: { ...item.position, x: at.x, y: at.y } };
      if (fits(moved, outline, swings) === 'ok') return { item: moved };
    }
  }
  return { reason: first };
}

function strip(item: LayoutProduct): FittedProduct {
  const { size: _size, ...rest } = item;
  return rest;
}

/** The quarter turn of the layout that best matches the room's proportions and openings. */
export function bestQuarterTurns(layout: TemplateLayout, target: RoomShape): number {
  let best = { q: 0, score: -Infinity };
  for (let q = 0; q < 4; q++) {
    const turned = turnLayout(layout, q);
    const score = 0.5 * proportionMatch(turned.room, target) + 0.5 * openingMatch(turned.room, target);
    if (score > best.score + 1e-9) best = { q, score };
  }
  return best.q;
}

function proportionMatch(a: RoomShape, b: RoomShape): number {
  const ab = boundsOf(a.outline);
  const bb = boundsOf(b.outline);
  const ra = (ab.maxX - ab.minX) / Math.max(1, ab.maxY - ab.minY);
  const rb = (bb.maxX - bb.minX) / Math.max(1, bb.maxY - bb.minY);
  return 1 - Math.min(1, Math.abs(Math.log(ra / rb)) / Math.LN2);
}

/** How well the template's doors and windows, mapped into the room, land on the room's own (1 best). */
function openingMatch(template: RoomShape, target: RoomShape): number {
  if (template.openings.length === 0 && target.openings.length === 0) return 1;
  if (template.openings.length === 0 || target.openings.length === 0) return 0.5;
  const from = boundsOf(template.outline);
  const to = boundsOf(target.outline);
  const reach = (to.maxX - to.minX + to.maxY - to.minY) / 2;
  const map = (p: Vec2) => ({
    x: to.minX + ((p.x - from.minX) / Math.max(1, from.maxX - from.minX)) * (to.maxX - to.minX),
    y: to.minY + ((p.y - from.minY) / Math.max(1, from.maxY - from.minY)) * (to.maxY - to.minY),
  });
  const scores = template.openings.map((o) => {
    const same = target.openings.filter((t) => t.kind === o.kind);
    if (same.length === 0) return 0;
    const d = Math.min(...same.map((t) => distance(map(o.at), t.at)));
    return 1 - Math.min(1, d / reach);
  });
  return scores.reduce((s, x) => s + x, 0) / scores.length;
}

/** The parts of a template's fit to a room, each from 0 (poor) to 1 (perfect), and their weighted sum. */
export interface TemplateFit {
  area: number;
  proportion: number;
  openings: number;
  placed: number;
  score: number;
}

/**
 * How well a template fits a room, for auto-furnish (docs/decisions/templates.md, "Fit"):
 * 0.35 × area (1 − relative difference of clear areas) + 0.25 × proportion (1 − |ln of the ratio of
 * aspect ratios| / ln 2) + 0.25 × openings (doors and windows landing on the room's own) + 0.15 ×
 * the share of products that could be placed, each part clamped to 0…1, at the best quarter turn.
 */
export function measureTemplateFit(
  layout: TemplateLayout,
  target: RoomShape,
): { fit: TemplateFit; result: FitResult } {
  const q = bestQuarterTurns(layout, target);
  const turned = turnLayout(layout, q);
  const templateArea = polygonArea(layout.room.outline);
  const targetArea = polygonArea(target.outline);
  const area = 1 - Math.min(1, Math.abs(templateArea - targetArea) / Math.max(1, targetArea));
  const proportion = proportionMatch(turned.room, target);
  const openings = openingMatch(turned.room, target);
  const result = fitTemplate(layout, target, q);
  const total = layout.products.length;
  const placed = total === 0 ? 0 : result.items.length / total;
  const score = 0.35 * area + 0.25 * proportion + 0.25 * openings + 0.15 * placed;
  return { fit: { area, proportion, openings, placed, score }, result };
}
