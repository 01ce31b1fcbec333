import type { CategoryNode } from '@roomcraft/contract';
import { type DragEvent, useState } from 'react';
import { type DropZone, dropZoneAt } from './category-drop.ts';

/** Dragging categories over the tree with the browser's drag and drop; the drop is handed to `onDrop`. */
export function useTreeDrag(onDrop: (dragged: string, target: CategoryNode, zone: DropZone) => void) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<{ id: string; zone: DropZone } | null>(null);
  const zoneOf = (event: DragEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return dropZoneAt(event.clientY - box.top, box.height);
  };
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  return {
    /** Where the pointer would drop on this row, for its highlight. */
    zoneOn: (id: string) => (over?.id === id ? over.zone : null),
    rowProps: (node: CategoryNode) => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.setData('text/plain', node.id);
        event.dataTransfer.effectAllowed = 'move';
        setDragged(node.id);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!dragged) return;
        event.preventDefault();
        const zone = zoneOf(event);
        if (over?.id !== node.id || over.zone !== zone) setOver({ id: node.id, zone });
      },
      onDragLeave: () => setOver((current) => (current?.id === node.id ? null : current)),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        if (dragged) onDrop(dragged, node, zoneOf(event));
        end();
      },
      onDragEnd: end,
    }),
  };
}

export type TreeDrag = ReturnType<typeof useTreeDrag>;
