import type { ItemFrame } from '@roomcraft/scene/three';
import { BoxGeometry, EdgesGeometry, LineBasicMaterial, LineSegments, Matrix4, Vector3 } from 'three';

/** Accent of the selection, as the 2D plan draws it. */
export const SELECTION_COLOR = '#1c7ed6';

/** The outline of the selected item: the edges of its box, drawn over everything in the item's frame. */
export class SelectionOutline {
  readonly object: LineSegments;

  constructor() {
    const material = new LineBasicMaterial({ color: SELECTION_COLOR, depthTest: false, transparent: true });
    this.object = new LineSegments(new EdgesGeometry(new BoxGeometry(1, 1, 1)), material);
    this.object.name = 'selection-outline';
    this.object.matrixAutoUpdate = false;
    this.object.renderOrder = 10;
    this.object.visible = false;
  }

  /** Shows the outline around an item (root frame, mm), or hides it. */
  show(frame: ItemFrame | undefined, locked: boolean): void {
    const box = frame?.box;
    if (!frame || !box) {
      this.object.visible = false;
      return;
    }
    // A few millimetres out, so the lines are not lost in the item's own faces.
    const size = box.getSize(new Vector3()).addScalar(20);
    const centre = box.getCenter(new Vector3());
    this.object.matrix
      .copy(frame.matrix)
      .multiply(new Matrix4().makeTranslation(centre))
      .multiply(new Matrix4().makeScale(size.x, size.y, size.z));
    this.object.matrixWorldNeedsUpdate = true;
    (this.object.material as LineBasicMaterial).color.set(locked ? '#868e96' : SELECTION_COLOR);
    this.object.visible = true;
  }

  dispose(): void {
    this.object.geometry.dispose();
    (this.object.material as LineBasicMaterial).dispose();
  }
}
