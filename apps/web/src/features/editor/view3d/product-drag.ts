import type { DesignStore, Vec2 } from '@roomcraft/scene';
import type { DragEvent } from 'react';

/** The drag-and-drop type of a product dragged from the catalogue into a view (2D or 3D). */
export const PRODUCT_DRAG_TYPE = 'application/x-roomcraft-product';

/** A product about to be placed: what a drag from the catalogue carries. */
export interface DroppedProduct {
  readonly id: string;
  readonly editorTypeCode: number;
  /** Real size in mm, when the library knows it. */
  readonly size: { width: number; depth: number; height: number } | null;
}

/** The product a drag carries, if it carries one. */
export function draggedProduct(e: DragEvent): DroppedProduct | undefined {
  const data = e.dataTransfer.getData(PRODUCT_DRAG_TYPE);
  return data ? (JSON.parse(data) as DroppedProduct) : undefined;
}

/**
 * Drop handlers for the 2D plan: a product from the catalogue lands where it is dropped, placed by
 * the same placement rules as in the 3D view (a wall item on the nearest wall, and so on). Kept free
 * of three.js: the placement code loads with the 3D view's chunk on the first drop.
 */
export function planProductDrop(store: DesignStore, readOnly: boolean) {
  return {
    onDragOver: (e: DragEvent) => {
      if (readOnly || !e.dataTransfer.types.includes(PRODUCT_DRAG_TYPE)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (e: DragEvent, point: Vec2) => {
      const product = readOnly ? undefined : draggedProduct(e);
      if (!product) return;
      e.preventDefault();
      void import('./controller/place-product.ts').then((m) => m.placeOnPlan(store, product, point));
    },
  };
}
