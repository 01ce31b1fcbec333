import { deleteObjects, type ObjectRef, turnItems } from '@roomcraft/scene';
import { copySelection } from './clipboard.ts';
import { movableParts, newIdsFor, nudgeObjects, type PlanClipboard, pastePlan } from './editor-actions.ts';
import type { PlanEditor } from './plan-editor.ts';
import { floorBounds } from './plan-geometry.ts';

/** The editor's commands on the selection and the view: delete, clipboard, select all, nudge, fit. */
export class PlanCommands {
  private clipboard: PlanClipboard | undefined;
  private pasteCount = 0;

  constructor(private readonly editor: PlanEditor) {}

  deleteSelection(): void {
    const { selection } = this.editor;
    if (selection.length === 0) return;
    this.editor.dispatch(deleteObjects, { refs: selection });
  }

  copy(): boolean {
    const copied = copySelection(this.editor.floor, this.editor.selection);
    if (!copied) return false;
    this.clipboard = copied;
    this.pasteCount = 0;
    return true;
  }

  cut(): void {
    if (this.copy()) this.deleteSelection();
  }

  /**
   * Pastes the clipboard beside what was copied (to the right, 1 m apart, on the grid), further
   * along with each paste so copies never overlap, and selects what it pasted.
   */
  paste(): void {
    const { clipboard, editor } = this;
    if (!clipboard || editor.readOnly) return;
    this.pasteCount++;
    const xs = [clipboard.corners, clipboard.items, clipboard.cameras].flatMap((list) =>
      list.map((x) => x.position.x),
    );
    const width = Math.max(...xs) - Math.min(...xs);
    const grid = editor.settings.get().gridStep || 100;
    const step = Math.ceil((width + 1000) / grid) * grid * this.pasteCount;
    const ids = newIdsFor(clipboard);
    if (!editor.dispatch(pastePlan, { clipboard, offset: { x: step, y: 0 }, ids })) return;
    const floor = editor.floor;
    const pasted: ObjectRef[] = [
      ...clipboard.walls.map((w) => ({ kind: 'wall' as const, id: ids[w.archiId]! })),
      ...clipboard.openings.map((o) => ({ kind: 'opening' as const, id: ids[o.archiId]! })),
      ...clipboard.items.map((it) => ({ kind: 'item' as const, id: ids[it.archiId]! })),
      ...clipboard.cameras.map((c) => ({ kind: 'camera' as const, id: ids[c.archiId]! })),
    ];
    const present = new Set([
      ...floor.walls.map((w) => w.archiId),
      ...floor.openings.map((o) => o.archiId),
      ...floor.items.map((it) => it.archiId),
      ...floor.cameras.map((c) => c.archiId),
    ]);
    editor.select(pasted.filter((r) => present.has(r.id)));
  }

  selectAll(): void {
    const floor = this.editor.floor;
    this.editor.select([
      ...floor.walls.map((w) => ({ kind: 'wall' as const, id: w.archiId })),
      ...floor.openings.map((o) => ({ kind: 'opening' as const, id: o.archiId })),
      ...floor.items.map((it) => ({ kind: 'item' as const, id: it.archiId })),
      ...floor.cameras.map((c) => ({ kind: 'camera' as const, id: c.archiId })),
    ]);
  }

  /** Moves the selection one grid step (ten with Shift) with the arrow keys. */
  nudge(key: string, far: boolean): boolean {
    const step = (this.editor.settings.get().gridStep || 10) * (far ? 10 : 1);
    const delta = {
      x: key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0,
      y: key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0,
    };
    const parts = movableParts(this.editor.floor, this.editor.selection);
    if (parts.cornerIds.length + parts.itemIds.length + parts.cameraIds.length + parts.free.length === 0)
      return false;
    this.editor.dispatch(nudgeObjects, { ...parts, delta });
    return true;
  }

  /** Turns the selected items 15° (90° when `far`), clockwise or back; answers whether any were selected. */
  turn(clockwise: boolean, far: boolean): boolean {
    const itemIds = this.editor.selection.filter((r) => r.kind === 'item').map((r) => r.id);
    if (itemIds.length === 0) return false;
    const angle = (clockwise ? 1 : -1) * (far ? Math.PI / 2 : Math.PI / 12);
    this.editor.dispatch(turnItems, { itemIds, angle });
    return true;
  }

  /**
   * Selects the next piece of furniture after the selected one (the previous one with `backwards`),
   * in the order they were placed; with its group. Answers false past the last one, so Tab then
   * leaves the plan as usual.
   */
  selectNextItem(backwards: boolean): boolean {
    const items = this.editor.floor.items;
    if (items.length === 0) return false;
    const current = this.editor.selection.find((r) => r.kind === 'item');
    const at = current ? items.findIndex((i) => i.archiId === current.id) : backwards ? items.length : -1;
    const next = items[at + (backwards ? -1 : 1)];
    if (!next) return false;
    this.editor.select([{ kind: 'item', id: next.archiId }]);
    return true;
  }

  /**
   * Shows the whole floor with room around it for dimension lines and door swings, or a 12 × 8 m
   * area around the origin when the floor is empty.
   */
  fit(): void {
    const b = floorBounds(this.editor.floor);
    const margin = 1000;
    this.editor.viewport.fit(
      b
        ? { minX: b.minX - margin, minY: b.minY - margin, maxX: b.maxX + margin, maxY: b.maxY + margin }
        : { minX: -1000, minY: -1000, maxX: 11_000, maxY: 7000 },
      40,
    );
  }
}
