import type { DirectoryType } from '@roomcraft/contract';

/**
 * What is being dragged in the workspace. HTML5 drag and drop hides the data until the drop, so
 * the kind travels in the MIME type (readable while dragging over a target) and the ids in the data.
 */
export type Dragged =
  | { kind: 'projects'; ids: string[] }
  | { kind: 'folder'; id: string; type: DirectoryType };

const PROJECTS = 'application/x-roomcraft-projects';
const FOLDER = 'application/x-roomcraft-folder';

interface Transfer {
  types: readonly string[];
  getData(format: string): string;
  setData(format: string, data: string): void;
}

export function writeDragged(transfer: Transfer, dragged: Dragged): void {
  if (dragged.kind === 'projects') transfer.setData(PROJECTS, JSON.stringify(dragged.ids));
  else transfer.setData(FOLDER, JSON.stringify({ id: dragged.id, type: dragged.type }));
  // Other programs get something sensible too (dropping on a text field pastes the ids).
  transfer.setData('text/plain', dragged.kind === 'projects' ? dragged.ids.join(',') : dragged.id);
}

/** The kind of a drag while it passes over a target (its data is not readable until the drop). */
export function draggedKind(transfer: Pick<Transfer, 'types'>): Dragged['kind'] | null {
  if (transfer.types.includes(PROJECTS)) return 'projects';
  if (transfer.types.includes(FOLDER)) return 'folder';
  return null;
}

/** What was dropped, or null for a drag from elsewhere (files, text, another tab's garbage). */
export function readDragged(transfer: Pick<Transfer, 'getData'>): Dragged | null {
  try {
    const projects = transfer.getData(PROJECTS);
    if (projects) {
      const ids: unknown = JSON.parse(projects);
      if (Array.isArray(ids) && ids.length > 0 && ids.every((id) => typeof id === 'string')) {
        return { kind: 'projects', ids };
      }
      return null;
    }
    const folder = transfer.getData(FOLDER);
    if (folder) {
      const value: unknown = JSON.parse(folder);
      if (value && typeof value === 'object' && 'id' in value && 'type' in value) {
        const { id, type } = value as { id: unknown; type: unknown };
        if (typeof id === 'string' && (type === 'PERSONAL' || type === 'ENTERPRISE' || type === 'PUBLIC')) {
          return { kind: 'folder', id, type };
        }
      }
    }
  } catch {
    // Not ours.
  }
  return null;
}
