import type { Floor } from '@roomcraft/scene';
import { memo } from 'react';
import { ITEM_MARKER_RADIUS } from '../model/plan-geometry.ts';
import classes from './plan.module.css';

/** Placed items as markers with a tick showing which way they face, until products draw themselves. */
export const ItemsLayer = memo(function ItemsLayer({ items }: { items: Floor['items'] }) {
  return (
    <g>
      {items
        .filter((it) => it.visible)
        .map((it) => {
          const { x, y } = it.position;
          const r = ITEM_MARKER_RADIUS;
          const tx = x + Math.cos(it.rotation.z) * r;
          const ty = y + Math.sin(it.rotation.z) * r;
          return (
            <g key={it.archiId} data-item={it.archiId}>
              <rect className={classes.item} x={x - r} y={y - r} width={2 * r} height={2 * r} rx={r * 0.2} />
              <path className={classes.dimension} d={`M${x} ${y}L${tx} ${ty}`} />
            </g>
          );
        })}
    </g>
  );
});
