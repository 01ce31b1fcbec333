import type { ItemFrame } from '@roomcraft/scene/three';
import { BoxGeometry, EdgesGeometry, Group, LineBasicMaterial, LineSegments, Matrix4, Vector3 } from 'three';

/** Accent of the selection, as the 2D plan draws it. */
export const SELECTION_COLOR = '#1c7ed6';
const LOCKED_COLOR = '#868e96';

/**
 * The outline of the selected items (one item, or every member of a group): the edges of each
 * one's box, drawn over everything in the item's frame.
 */
export class SelectionOutline {
  readonly object = new Group();
  private readonly geometry = new EdgesGeometry(new BoxGeometry(1, 1, 1));
  private readonly material = new LineBasicMaterial({
    color: SELECTION_COLOR,
    depthTest: false,
    transparent: true,
  });

  constructor() {
    this.object.name = 'selection-outline';
    this.object.visible = false;
  }

  /** Shows the outlines around items (root frame, mm), or hides them. */
  show(frames: readonly (ItemFrame | undefined)[], locked: boolean): void {
    const boxed = frames.filter((f): f is ItemFrame & { box: NonNullable<ItemFrame['box']> } => !!f?.box);
    while (this.object.children.length > boxed.length) this.object.remove(this.object.children.at(-1)!);
    while (this.object.children.length < boxed.length) {
      const lines = new LineSegments(this.geometry, this.material);
      lines.matrixAutoUpdate = false;
      lines.renderOrder = 10;
      this.object.add(lines);
    }
    boxed.forEach((frame, i) => {
      const lines = this.object.children[i]!;
      // A few millimetres out, so the lines are not lost in the item's own faces.
      const size = frame.box.getSize(new Vector3()).addScalar(20);
      const centre = frame.box.getCenter(new Vector3());
      lines.matrix
        .copy(frame.matrix)
        .multiply(new Matrix4().makeTranslation(centre))
        .multiply(new Matrix4().makeScale(size.x, size.y, size.z));
      lines.matrixWorldNeedsUpdate = true;
    });
    this.material.color.set(locked ? LOCKED_COLOR : SELECTION_COLOR);
    this.object.visible = boxed.length > 0;
  }

  dispose(): void {
    this.geometry.dispose();
    this.material.dispose();
  }
}
