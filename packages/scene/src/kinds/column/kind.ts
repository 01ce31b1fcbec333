import { DEFAULT_MATERIALS, finishedMaterial } from '../../parts/materials.ts';
import { defineKind } from '../kind.ts';
import { columnMesh } from './geometry.ts';
import { ColumnSchema } from './schema.ts';

/** Structural columns: free in the plan, drawn in 3D as plastered boxes and cylinders. */
export const columnKind = defineKind({
  name: 'column',
  list: 'columns',
  schema: ColumnSchema,
  translate: (column, delta) => ({
    ...column,
    position: { x: column.position.x + delta.x, y: column.position.y + delta.y },
  }),
  mesh: (column, floor) => ({
    mesh: columnMesh(column, floor),
    materials: { side: finishedMaterial(DEFAULT_MATERIALS.wall, column.finish), top: DEFAULT_MATERIALS.wall },
  }),
});
