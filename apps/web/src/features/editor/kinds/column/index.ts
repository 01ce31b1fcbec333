import { IconCylinder } from '@tabler/icons-react';
import type { EditorKind } from '../kind.ts';
import { ColumnPanel } from './ColumnPanel.tsx';
import { ColumnsLayer } from './ColumnsLayer.tsx';
import { columnAt, columnOutlinePath, columnsInBounds } from './column-shapes.ts';
import { ColumnTool } from './tool/column-tool.ts';

/** Structural columns in the editor: drawn solid in the plan, placed with K, edited in their panel. */
export const columnEditorKind = {
  kind: 'column',
  PlanLayer: ColumnsLayer,
  hit: columnAt,
  outline: columnOutlinePath,
  inBounds: columnsInBounds,
  Panel: ColumnPanel,
  tool: {
    id: 'column',
    key: 'k',
    icon: IconCylinder,
    label: 'editor.tools.column',
    hints: { 'column.idle': 'editor.hints.columnIdle' },
    cursor: 'copy',
    create: (editor) => new ColumnTool(editor),
  },
} as const satisfies EditorKind;
