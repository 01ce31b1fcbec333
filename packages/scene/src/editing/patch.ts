/** One replaced value in a document: where, and the value before and after (undefined = absent). */
export interface PatchOp {
  readonly path: readonly (string | number)[];
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * A structural patch between two immutable documents. Values are shared with the documents,
 * never copied: a patch costs only the changed paths.
 */
export type Patch = readonly PatchOp[];

type Json = Record<string, unknown> | unknown[];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The identity of a document object, when it has one. */
const identity = (v: Record<string, unknown>) => v.archiId ?? v.id;

/**
 * Diffs two documents. Unchanged subtrees are skipped by reference (immutable updates share
 * them), objects are compared key by key, arrays index by index when their lengths match, and
 * anything else (including objects whose archiId/id differs) is replaced whole.
 */
export function diff(before: unknown, after: unknown): Patch {
  const ops: PatchOp[] = [];
  walk(before, after, [], ops);
  return ops;
}

function walk(a: unknown, b: unknown, path: (string | number)[], ops: PatchOp[]): void {
  if (a === b) return;
  if (isRecord(a) && isRecord(b) && identity(a) === identity(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      walk(a[key], b[key], [...path, key], ops);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i++) walk(a[i], b[i], [...path, i], ops);
    return;
  }
  ops.push({ path, before: a, after: b });
}

/** Applies a patch forwards (to its `after` values) or backwards (to its `before` values), copying only the touched paths. */
export function applyPatch<T>(doc: T, patch: Patch, direction: 'forward' | 'backward'): T {
  if (patch.length === 0) return doc;
  const copies = new Set<unknown>();
  const copy = (v: Json): Json => {
    const c = Array.isArray(v) ? [...v] : { ...v };
    copies.add(c);
    return c;
  };
  let root: unknown = doc;
  const ops = direction === 'forward' ? patch : [...patch].reverse();
  for (const op of ops) {
    const value = direction === 'forward' ? op.after : op.before;
    if (op.path.length === 0) {
      root = value;
      continue;
    }
    if (!copies.has(root)) root = copy(root as Json);
    let parent = root as Record<string | number, unknown>;
    for (const key of op.path.slice(0, -1)) {
      let child = parent[key] as Json;
      if (!copies.has(child)) {
        child = copy(child);
        parent[key] = child;
      }
      parent = child as Record<string | number, unknown>;
    }
    const last = op.path[op.path.length - 1]!;
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return root as T;
}
