import { type DragEvent, type PointerEvent, useRef } from 'react';
import { dropProduct } from './controller/item-commands.ts';
import { selectAt } from './controller/select-commands.ts';
import type { View3DController } from './controller/view3d-controller.ts';
import { draggedProduct, PRODUCT_DRAG_TYPE } from './product-drag.ts';

const CLICK_SLOP = 5;

/**
 * Pointer handling of the canvas: a click (not a drag of the camera or the gizmo, not a click on the
 * controls over the canvas) selects what it hits; a product dropped from the catalogue is placed.
 */
export function useCanvasPointer(controller: View3DController) {
  const down = useRef<{ x: number; y: number; gizmo: boolean } | undefined>(undefined);
  const onCanvas = (e: { target: EventTarget }) => e.target instanceof HTMLCanvasElement;
  return {
    onPointerDown: (e: PointerEvent) => {
      down.current = onCanvas(e)
        ? { x: e.clientX, y: e.clientY, gizmo: controller.gizmoDragging }
        : undefined;
    },
    onPointerUp: (e: PointerEvent) => {
      const start = down.current;
      down.current = undefined;
      if (!start || start.gizmo || e.button !== 0 || !onCanvas(e)) return;
      if (Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP) return;
      selectAt(controller, e.clientX, e.clientY, e.shiftKey);
    },
    onDragOver: (e: DragEvent) => {
      if (controller.readOnly || !e.dataTransfer.types.includes(PRODUCT_DRAG_TYPE)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (e: DragEvent) => {
      const product = controller.readOnly ? undefined : draggedProduct(e);
      if (!product) return;
      e.preventDefault();
      dropProduct(controller, product, e.clientX, e.clientY);
    },
  };
}
