import { projectOntoSegment, segmentIntersection } from './segment.ts';
import { distance, type Vec2 } from './vector.ts';

/** An undirected edge of a plan graph between two node ids. */
export interface GraphEdge {
  readonly id: string;
  readonly a: string;
  readonly b: string;
}

/** A piece of a source edge after splitting: it runs from node a to node b. */
export interface SubEdge {
  readonly source: string;
  readonly a: string;
  readonly b: string;
}

/** A plan graph whose edges meet only at shared nodes. */
export interface PlanarGraph {
  /** Every node kept, with the nodes created at crossings. */
  readonly nodes: ReadonlyMap<string, Vec2>;
  /** Nodes merged into another one (within the tolerance): merged id → kept id. */
  readonly merged: ReadonlyMap<string, string>;
  /** The ordered node ids along each source edge, from its a to its b (absent when it collapsed). */
  readonly chains: ReadonlyMap<string, readonly string[]>;
  /** Unique sub-edges (overlapping collinear pieces appear once, under the first source). */
  readonly edges: readonly SubEdge[];
}

/** Options of {@link planarize}. */
export interface PlanarizeOptions {
  /** Distance under which two points are the same, in mm (default 1). */
  readonly tolerance?: number;
  /** Makes the id of a node created where two edges cross. */
  readonly newNodeId?: () => string;
}

interface Prepared {
  id: string;
  a: string;
  b: string;
  pa: Vec2;
  pb: Vec2;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * Makes a plan graph planar: merges nodes closer than the tolerance, splits edges where a node
 * lies on them (T-joints, collinear overlaps) and where two edges cross, and drops zero-length
 * and duplicate pieces.
 */
export function planarize(
  nodes: ReadonlyMap<string, Vec2>,
  edges: readonly GraphEdge[],
  options: PlanarizeOptions = {},
): PlanarGraph {
  const tol = options.tolerance ?? 1;
  let counter = 0;
  const newNodeId = options.newNodeId ?? (() => `x${counter++}`);
  const { index, merged } = mergeIndex(nodes, tol);
  const out = index.points;
  const resolve = (id: string) => merged.get(id) ?? id;

  const prepared: Prepared[] = [];
  for (const e of edges) {
    const a = resolve(e.a);
    const b = resolve(e.b);
    const pa = out.get(a);
    const pb = out.get(b);
    if (a === b || !pa || !pb) continue;
    prepared.push({
      id: e.id,
      a,
      b,
      pa,
      pb,
      minX: Math.min(pa.x, pb.x),
      maxX: Math.max(pa.x, pb.x),
      minY: Math.min(pa.y, pb.y),
      maxY: Math.max(pa.y, pb.y),
    });
  }

  const splits = new Map<string, { t: number; node: string }[]>();
  const addSplit = (e: Prepared, t: number, node: string) => {
    if (node === e.a || node === e.b) return;
    const list = splits.get(e.id) ?? [];
    list.push({ t, node });
    splits.set(e.id, list);
  };
  const crossingNode = (p: Vec2): string => {
    const existing = index.find(p);
    if (existing) return existing;
    const id = newNodeId();
    index.add(id, p);
    return id;
  };
  const onInterior = (e: Prepared, node: string, p: Vec2) => {
    if (node === e.a || node === e.b) return;
    const proj = projectOntoSegment(p, { a: e.pa, b: e.pb });
    if (proj.distance <= tol && distance(proj.point, e.pa) > tol && distance(proj.point, e.pb) > tol) {
      addSplit(e, proj.t, node);
    }
  };

  // Sweep along x so only edges whose boxes overlap are compared.
  const sorted = [...prepared].sort((p, q) => p.minX - q.minX);
  for (let i = 0; i < sorted.length; i++) {
    const e = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j++) {
      const f = sorted[j]!;
      if (f.minX > e.maxX + tol) break;
      if (f.minY > e.maxY + tol || e.minY > f.maxY + tol) continue;
      onInterior(e, f.a, f.pa);
      onInterior(e, f.b, f.pb);
      onInterior(f, e.a, e.pa);
      onInterior(f, e.b, e.pb);
      const hit = segmentIntersection({ a: e.pa, b: e.pb }, { a: f.pa, b: f.pb });
      if (!hit) continue;
      const nearEnd = [e.pa, e.pb, f.pa, f.pb].some((p) => distance(p, hit.point) <= tol);
      if (nearEnd) continue;
      const node = crossingNode(hit.point);
      addSplit(e, hit.t, node);
      addSplit(f, hit.u, node);
    }
  }

  const chains = new Map<string, string[]>();
  const result: SubEdge[] = [];
  const seen = new Set<string>();
  for (const e of prepared) {
    const cuts = (splits.get(e.id) ?? []).sort((p, q) => p.t - q.t);
    const chain = [e.a];
    for (const cut of cuts) if (chain[chain.length - 1] !== cut.node) chain.push(cut.node);
    if (chain[chain.length - 1] !== e.b) chain.push(e.b);
    chains.set(e.id, chain);
    for (let k = 0; k + 1 < chain.length; k++) {
      const a = chain[k]!;
      const b = chain[k + 1]!;
      const key = a < b ? `${a}|${b}` : `${b}|${a}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ source: e.id, a, b });
    }
  }
  return { nodes: out, merged, chains, edges: result };
}

/**
 * Merges points closer than the tolerance into the first of them (in input order).
 * Returns the points kept and, for each merged id, the id it merged into.
 */
export function mergeNearPoints(
  points: ReadonlyMap<string, Vec2>,
  tolerance = 1,
): { kept: ReadonlyMap<string, Vec2>; merged: ReadonlyMap<string, string> } {
  const { index, merged } = mergeIndex(points, tolerance);
  return { kept: index.points, merged };
}

function mergeIndex(points: ReadonlyMap<string, Vec2>, tolerance: number) {
  const index = new PointIndex(tolerance);
  const merged = new Map<string, string>();
  for (const [id, p] of points) {
    const target = index.find(p);
    if (target) merged.set(id, target);
    else index.add(id, p);
  }
  return { index, merged };
}

/** Points hashed on a grid of the tolerance, to find a point's near neighbour quickly. */
class PointIndex {
  readonly points = new Map<string, Vec2>();
  private readonly grid = new Map<string, string[]>();
  private readonly cell: number;

  constructor(private readonly tolerance: number) {
    this.cell = Math.max(tolerance, 1e-6);
  }

  /** The first stored point within the tolerance of p. */
  find(p: Vec2): string | undefined {
    const cx = Math.floor(p.x / this.cell);
    const cy = Math.floor(p.y / this.cell);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const id of this.grid.get(`${cx + dx},${cy + dy}`) ?? []) {
          if (distance(this.points.get(id)!, p) <= this.tolerance) return id;
        }
      }
    }
    return undefined;
  }

  add(id: string, p: Vec2): void {
    this.points.set(id, p);
    const key = `${Math.floor(p.x / this.cell)},${Math.floor(p.y / this.cell)}`;
    const bucket = this.grid.get(key);
    if (bucket) bucket.push(id);
    else this.grid.set(key, [id]);
  }
}
