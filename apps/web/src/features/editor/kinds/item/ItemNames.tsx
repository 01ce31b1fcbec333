import type { Floor, ObjectRef } from '@roomcraft/scene';
import { useSyncExternalStore } from 'react';
import type { PlanEditor } from '../../model/plan-editor.ts';
import { Tag } from '../../plan/Tag.tsx';
import { catalogFor } from '../../products/product-catalog.ts';
import { useCatalogVersion, useItemName } from './ItemsLayer.tsx';
import { itemFootprintOf } from './item-shapes.ts';

/** Names beyond this many selected items would cover the plan: the inspector lists them instead. */
const MAX_NAMES = 6;

/** The names of the hovered item and of the selected items, each just above its footprint. */
export function ItemNames({
  floor,
  hover,
  editor,
  px,
}: {
  floor: Floor;
  hover: ObjectRef | undefined;
  editor: PlanEditor;
  px: number;
}) {
  const catalog = catalogFor(editor.store);
  useCatalogVersion(catalog);
  const nameOf = useItemName(catalog);
  const selection = useSyncExternalStore(editor.store.subscribe, () => editor.store.getSnapshot().selection);
  const selected = selection.filter((r) => r.kind === 'item').map((r) => r.id);
  const ids = new Set(selected.length <= MAX_NAMES ? selected : []);
  if (hover?.kind === 'item') ids.add(hover.id);
  if (editor.gesturing) return null;
  return (
    <g data-testid="item-names">
      {floor.items
        .filter((item) => ids.has(item.archiId))
        .map((item) => {
          const f = itemFootprintOf(item, editor.sizeOf);
          const halfHeight =
            Math.abs(Math.sin(f.angle)) * f.halfWidth + Math.abs(Math.cos(f.angle)) * f.halfDepth;
          const at = { x: f.center.x, y: f.center.y - halfHeight - 16 * px };
          return (
            <Tag
              key={item.archiId}
              at={at}
              text={nameOf(item)}
              px={px}
              accent={selected.includes(item.archiId)}
            />
          );
        })}
    </g>
  );
}
