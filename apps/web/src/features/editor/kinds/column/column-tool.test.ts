import { changeColumn } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { refOutline } from '../../drawing/ref-outline.ts';
import { hitTest } from '../../model/hit-test.ts';
import { designOf, rectangleFloor } from '../../test/fixtures.ts';
import { TestEditor } from '../../test/test-editor.ts';

const noSize = () => undefined;

describe('the column tool', () => {
  it('places a column where K then a click say, selected, each like the last one, each undone alone', () => {
    const editor = new TestEditor(designOf(rectangleFloor(6000, 4000)));
    editor.press('k').expectToBeIn('column.idle');
    editor.click(1000, 1000);
    const [first] = editor.floor.columns;
    expect(first).toMatchObject({ shape: 'square', position: { x: 1000, y: 1000 }, width: 400, depth: 400 });
    expect(editor.selection).toEqual([{ kind: 'column', id: first!.archiId }]);
    editor.dispatch(changeColumn, { columnId: first!.archiId, change: { shape: 'round', diameter: 500 } });
    editor.click(3000, 2000);
    expect(editor.floor.columns[1]).toMatchObject({
      shape: 'round',
      diameter: 500,
      position: { x: 3000, y: 2000 },
    });
    editor.press('z', { ctrlKey: true });
    expect(editor.floor.columns).toHaveLength(1);
    editor.press('Escape').expectToBeIn('select.idle');
  });

  it('is hit, outlined, dragged, nudged and deleted with the select tool', () => {
    const editor = new TestEditor(designOf(rectangleFloor(6000, 4000)));
    editor.press('k').click(2000, 2000).press('Escape');
    const id = editor.floor.columns[0]!.archiId;
    expect(hitTest(editor.floor, { x: 2150, y: 2150 }, 10, noSize)).toEqual({ kind: 'column', id });
    expect(refOutline(editor.floor, { kind: 'column', id }, noSize)).toMatch(/^M1800 1800L2200 1800/);
    editor.select([]);
    editor.drag({ x: 2000, y: 2000 }, { x: 2500, y: 2000 });
    expect(editor.selection).toEqual([{ kind: 'column', id }]);
    expect(editor.floor.columns[0]!.position).toEqual({ x: 2500, y: 2000 });
    editor.press('ArrowDown');
    expect(editor.floor.columns[0]!.position.y).toBeGreaterThan(2000);
    editor.press('z', { ctrlKey: true }).press('z', { ctrlKey: true });
    expect(editor.floor.columns[0]!.position).toEqual({ x: 2000, y: 2000 });
    editor.click(2000, 2000).press('Delete');
    expect(editor.floor.columns).toEqual([]);
  });

  it('is caught by a marquee and moves with the walls of a selection', () => {
    const editor = new TestEditor(designOf(rectangleFloor(6000, 4000)));
    editor.press('k').click(3000, 2000).press('Escape');
    editor.select([]);
    editor.drag({ x: -500, y: -500 }, { x: 6500, y: 4500 });
    expect(editor.selection).toContainEqual({ kind: 'column', id: editor.floor.columns[0]!.archiId });
    editor.drag({ x: 0, y: 2000 }, { x: 0, y: 2500 });
    expect(editor.floor.columns[0]!.position).toEqual({ x: 3000, y: 2500 });
    expect(editor.floor.corners.find((c) => c.archiId === 'c1')!.position).toEqual({ x: 0, y: 500 });
  });
});
