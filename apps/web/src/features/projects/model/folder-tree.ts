import type { Directory, UpdateDirectoryBody } from '@roomcraft/contract';

/** A folder with the folders inside it, in the order the server listed them. */
export interface FolderNode {
  folder: Directory;
  depth: number;
  children: FolderNode[];
}

/**
 * Builds the tree of a flat folder list. Folders whose parent is not in the list (a folder shared
 * with you whose parent is not) become roots, so nothing the server sends is hidden.
 */
export function buildFolderTree(folders: readonly Directory[]): FolderNode[] {
  const ids = new Set(folders.map((f) => f.id));
  const childrenOf = new Map<string | null, Directory[]>();
  for (const folder of folders) {
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), folder]);
  }
  const grow = (parent: string | null, depth: number, seen: Set<string>): FolderNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((folder) => !seen.has(folder.id))
      .map((folder) => ({
        folder,
        depth,
        children: grow(folder.id, depth + 1, new Set([...seen, folder.id])),
      }));
  return grow(null, 0, new Set());
}

/** The folders from the top of the tree down to `id` (breadcrumbs); empty when `id` is not in the list. */
export function folderTrail(folders: readonly Directory[], id: string): Directory[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const trail: Directory[] = [];
  for (
    let at = byId.get(id);
    at && !trail.includes(at);
    at = at.parentId ? byId.get(at.parentId) : undefined
  ) {
    trail.unshift(at);
  }
  return trail;
}

/** Whether `candidate` is `id` itself or a folder somewhere inside it. */
export function isSelfOrInside(folders: readonly Directory[], id: string, candidate: string): boolean {
  return folderTrail(folders, candidate).some((f) => f.id === id);
}

/** Where a dragged folder lands relative to the folder under the pointer. */
export type FolderDrop = 'before' | 'inside' | 'after';

/** The drop a pointer means at `offset` pixels from the top of a row `height` pixels high. */
export function dropAt(offset: number, height: number, canReorder: boolean): FolderDrop {
  if (!canReorder) return 'inside';
  if (offset < height * 0.28) return 'before';
  if (offset > height * 0.72) return 'after';
  return 'inside';
}

/** Siblings in the CUSTOM order the server keeps: by position, then by id. */
const siblingsOf = (folders: readonly Directory[], parentId: string | null) =>
  folders
    .filter((f) => f.parentId === parentId)
    .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The PATCH that drops folder `draggedId` before, inside or after `targetId`, or null when the
 * drop changes nothing or is not allowed (into itself or below itself, or across trees). The
 * server moves first (to the end of the new parent) and then takes `position` as the index
 * among the siblings without the folder itself, which is what is computed here.
 */
export function folderDropChange(
  folders: readonly Directory[],
  draggedId: string,
  targetId: string,
  drop: FolderDrop,
): UpdateDirectoryBody | null {
  const dragged = folders.find((f) => f.id === draggedId);
  const target = folders.find((f) => f.id === targetId);
  if (!dragged || !target || dragged.type !== target.type) return null;
  if (drop === 'inside') {
    if (isSelfOrInside(folders, draggedId, targetId) || dragged.parentId === targetId) return null;
    return { parentId: targetId };
  }
  if (draggedId === targetId) return null;
  const parentId = target.parentId;
  if (parentId !== null && isSelfOrInside(folders, draggedId, parentId)) return null;
  const others = siblingsOf(folders, parentId).filter((f) => f.id !== draggedId);
  const position = others.findIndex((f) => f.id === targetId) + (drop === 'after' ? 1 : 0);
  if (parentId === dragged.parentId) {
    const current = siblingsOf(folders, parentId).findIndex((f) => f.id === draggedId);
    return current === position ? null : { position };
  }
  return { parentId, position };
}

/** The PATCH that moves a folder to the top level of its tree (at the end), or null if it is there. */
export function folderToTop(folders: readonly Directory[], draggedId: string): UpdateDirectoryBody | null {
  const dragged = folders.find((f) => f.id === draggedId);
  return dragged && dragged.parentId !== null ? { parentId: null } : null;
}
