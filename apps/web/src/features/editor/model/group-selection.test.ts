import type { Item } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { designOf, rectangleFloor } from '../test/fixtures.ts';
import { TestEditor } from '../test/test-editor.ts';

const item = (archiId: string, x: number, groupId?: string): Item => ({
  archiId,
  productId: 'p1',
  editorTypeCode: 10,
  position: { x, y: 1500, z: 0 },
  rotation: { z: 0 },
  scale: { x: 1, y: 1, z: 1 },
  lock: false,
  visible: true,
  ...(groupId ? { groupId } : {}),
});

const grouped = () =>
  new TestEditor(
    designOf(
      rectangleFloor(6000, 3000, {
        items: [item('sofa', 1000, 'g1'), item('table', 2000, 'g1'), item('lamp', 4500)],
      }),
    ),
  );

const selectedIds = (editor: TestEditor) => editor.selection.map((r) => r.id).sort();

describe('groups in the plan', () => {
  it('selects a whole group when one of its items is clicked, and only that item when it has none', () => {
    const editor = grouped();
    editor.down(1000, 1500).up();
    expect(selectedIds(editor)).toEqual(['sofa', 'table']);
    editor.down(4500, 1500).up();
    expect(selectedIds(editor)).toEqual(['lamp']);
  });

  it('adds and takes away a group as one with Shift', () => {
    const editor = grouped();
    editor.down(4500, 1500).up();
    editor.down(2000, 1500, { shiftKey: true }).up();
    expect(selectedIds(editor)).toEqual(['lamp', 'sofa', 'table']);
    editor.down(1000, 1500, { shiftKey: true }).up();
    expect(selectedIds(editor)).toEqual(['lamp']);
  });
});
