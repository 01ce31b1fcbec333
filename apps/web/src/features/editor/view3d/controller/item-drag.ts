import { EditorTypeCode } from '@roomcraft/contract';
import type { Vec3 } from '@roomcraft/scene';
import type { PointerHit } from '@roomcraft/scene/three';
import { selectedItems } from './group-commands.ts';
import { moveSelectedTo } from './item-commands.ts';
import { FALLBACK_SIZE } from './place-product.ts';
import { pickAt, pointAtLevel } from './pointer.ts';
import type { View3DController } from './view3d-controller.ts';

/**
 * A product dragged in the 3D view: the selected items follow the pointer, the point grabbed
 * staying under it, by the lead's placement rule (floor items slide on the floor, a lamp climbs
 * onto a table, a wall item slides along walls), snapping to walls and items unless `free`. The
 * drag is one store gesture, so one undo step; Escape drops it.
 */
export class ItemDrag {
  private constructor(
    private readonly c: View3DController,
    /** The height the pointer grabbed the lead at (mm above the floor): the drag runs in that level plane. */
    readonly grabHeight: number,
    /** From the grabbed point to the lead's middle. */
    private readonly offset: Vec3,
    readonly members: ReadonlySet<string>,
    private readonly code: number,
  ) {}

  /** Starts dragging the selection from a point grabbed on it; undefined when it cannot move (locked, read-only). */
  static begin(c: View3DController, grabbed: Vec3): ItemDrag | undefined {
    const selected = selectedItems(c);
    if (c.readOnly || !selected || selected.members.some((i) => i.lock)) return undefined;
    const { lead, members } = selected;
    const size = c.directory.sizeOf(lead.productId) ?? FALLBACK_SIZE;
    const middle = lead.position.z + (size.height * lead.scale.z) / 2;
    const offset = { x: lead.position.x - grabbed.x, y: lead.position.y - grabbed.y, z: middle - grabbed.z };
    c.beginItemDrag();
    return new ItemDrag(c, grabbed.z, offset, new Set(members.map((i) => i.archiId)), lead.editorTypeCode);
  }

  /**
   * Where a pointer position aims the drag: the point under it on the level plane of the grab (so
   * the grabbed point stays under the pointer), with the table a standing item is over or the wall
   * face a wall item is on (the dragged items themselves are seen through).
   */
  aimAt(clientX: number, clientY: number): PointerHit | undefined {
    const level = pointAtLevel(this.c, clientX, clientY, this.grabHeight);
    const onLevel = level && { point: { x: level.x, y: level.y } };
    if (this.code !== EditorTypeCode.StandingItem && this.code !== EditorTypeCode.WallItem) return onLevel;
    const pick = pickAt(this.c, clientX, clientY, this.members);
    const target = pick?.target;
    if (this.code === EditorTypeCode.WallItem && pick && target?.kind === 'wall')
      return { point: pick.point, target: { kind: 'wall', id: target.id } };
    if (target?.kind === 'item' && onLevel) return { ...onLevel, target: { kind: 'item', id: target.id } };
    return onLevel;
  }

  /** Follows the pointer: `hit` is where it points (its z the height of what it hit, if anything). */
  moveTo(hit: PointerHit, free: boolean): void {
    // Escape may have dropped the drag while a pointer move waited for its frame.
    if (!this.c.draggingItem) return;
    const { x, y, z } = hit.point;
    const point = {
      x: x + this.offset.x,
      y: y + this.offset.y,
      z: z === undefined ? this.grabHeight + this.offset.z : z + this.offset.z,
    };
    moveSelectedTo(this.c, { point, target: hit.target }, free);
  }

  /** Keeps where the items went (one undo step). */
  end(): void {
    this.c.endItemDrag(true);
  }

  /** Puts the items back where the drag began. */
  cancel(): void {
    this.c.endItemDrag(false);
  }
}
