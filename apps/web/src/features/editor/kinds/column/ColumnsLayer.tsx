import type { Floor } from '@roomcraft/scene';
import { memo } from 'react';
import classes from '../../plan/plan.module.css';
import { columnPath } from './column-shapes.ts';

/**
 * Structural columns, filled solid like cut walls (a plan shows them in section). It re-renders
 * only when the floor's columns change.
 */
export const ColumnsLayer = memo(
  function ColumnsLayer({ floor }: { floor: Floor }) {
    return (
      <g>
        {floor.columns.map((c) => (
          <path key={c.archiId} className={classes.wall} d={columnPath(c)} data-column={c.archiId} />
        ))}
      </g>
    );
  },
  (before, after) => before.floor.columns === after.floor.columns,
);
