import { type DragEvent, type PointerEvent, useRef } from 'react';
import { selectItem } from './controller/group-commands.ts';
import { dropProduct } from './controller/item-commands.ts';
import { ItemDrag } from './controller/item-drag.ts';
import { pickAt } from './controller/pointer.ts';
import { selectAt } from './controller/select-commands.ts';
import type { View3DController } from './controller/view3d-controller.ts';
import { draggedProduct, PRODUCT_DRAG_TYPE } from './product-drag.ts';

const CLICK_SLOP = 5;

interface Press {
  readonly x: number;
  readonly y: number;
  readonly gizmo: boolean;
}

interface ProductPress {
  readonly drag: ItemDrag | undefined;
  readonly x: number;
  readonly y: number;
  moved: boolean;
  /** The latest pointer position not yet applied (moves are applied once a frame). */
  pending?: { x: number; y: number; free: boolean };
}

/**
 * Pointer handling of the canvas. A press on a product selects it and dragging moves it (the camera
 * stays); a press on empty space is the camera's (orbit, or pan in the top view), and a click there
 * selects what it hits (a wall, a floor, nothing). Products dropped from the catalogue are placed.
 */
export function useCanvasPointer(controller: View3DController) {
  const down = useRef<Press | undefined>(undefined);
  const product = useRef<ProductPress | undefined>(undefined);
  const onCanvas = (e: { target: EventTarget }) => e.target instanceof HTMLCanvasElement;

  const applyPending = (press: ProductPress) => {
    const next = press.pending;
    if (!press.drag || !next) return;
    press.pending = undefined;
    const hit = press.drag.aimAt(next.x, next.y);
    if (hit) press.drag.moveTo(hit, next.free);
  };

  return {
    // Capture: the press is taken before the camera controls on the canvas see it.
    onPointerDownCapture: (e: PointerEvent) => {
      const mode = controller.state.get().mode;
      if (e.button !== 0 || e.shiftKey || !onCanvas(e) || mode === 'walk' || controller.gizmoHovered())
        return;
      const pick = pickAt(controller, e.clientX, e.clientY);
      const target = pick?.target;
      if (!pick || target?.kind !== 'item') return;
      e.stopPropagation();
      const selected = controller.store.getSnapshot().selection;
      if (!selected.some((s) => s.kind === 'item' && s.id === target.id))
        selectItem(controller, target.id, false);
      const drag = controller.readOnly ? undefined : ItemDrag.begin(controller, pick.point);
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
      product.current = { drag, x: e.clientX, y: e.clientY, moved: false };
      down.current = undefined;
    },
    onPointerDown: (e: PointerEvent) => {
      if (product.current) return;
      down.current = onCanvas(e)
        ? { x: e.clientX, y: e.clientY, gizmo: controller.gizmoDragging }
        : undefined;
    },
    onPointerMove: (e: PointerEvent) => {
      const press = product.current;
      if (!press?.drag) return;
      if (!press.moved && Math.hypot(e.clientX - press.x, e.clientY - press.y) <= CLICK_SLOP) return;
      const first = !press.pending;
      press.moved = true;
      press.pending = { x: e.clientX, y: e.clientY, free: e.shiftKey };
      if (first) requestAnimationFrame(() => applyPending(press));
    },
    onPointerUp: (e: PointerEvent) => {
      const press = product.current;
      if (press) {
        product.current = undefined;
        (e.currentTarget as Element).releasePointerCapture(e.pointerId);
        applyPending(press);
        // A press that did not move was a click: it selected, and changed nothing.
        if (press.moved) press.drag?.end();
        else press.drag?.cancel();
        return;
      }
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
      const dropped = controller.readOnly ? undefined : draggedProduct(e);
      if (!dropped) return;
      e.preventDefault();
      dropProduct(controller, dropped, e.clientX, e.clientY);
    },
  };
}
