import { measureFloorRoom } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../../test/test-editor.ts';

describe('the rectangle room tool', () => {
  it('draws four walls and one room in one drag, as one undo step', () => {
    const editor = new TestEditor();
    editor.press('r').expectToBeIn('room.idle');
    editor.move(1010, 990).down().move(2000, 2000);
    editor.expectToBeIn('room.dragging');
    expect(editor.overlay.get().rectangle).toMatchObject({
      a: { x: 1000, y: 1000 },
      b: { x: 2000, y: 2000 },
    });
    editor.move(5020, 4010).up();
    editor.expectToBeIn('room.idle');
    const floor = editor.floor;
    expect(floor.walls).toHaveLength(4);
    expect(floor.rooms).toHaveLength(1);
    expect(measureFloorRoom(floor, floor.rooms[0]!).area).toBe(11.31);
    expect(editor.overlay.get().rectangle).toBeUndefined();
    editor.press('z', { ctrlKey: true });
    expect(editor.floor.walls).toHaveLength(0);
  });

  it('draws nothing for a click or a sliver', () => {
    const editor = new TestEditor();
    editor.setTool('room');
    editor.click(0, 0);
    editor.drag({ x: 0, y: 0 }, { x: 3000, y: 100 });
    expect(editor.floor.walls).toHaveLength(0);
  });

  it('drops the drag on Escape and leaves the tool on a second Escape', () => {
    const editor = new TestEditor();
    editor.setTool('room');
    editor.move(0, 0).down().move(3000, 3000).press('Escape');
    editor.expectToBeIn('room.idle');
    editor.up();
    expect(editor.floor.walls).toHaveLength(0);
    editor.press('Escape').expectToBeIn('select.idle');
  });

  it('shares walls with a room drawn against it: two rooms, one wall between', () => {
    const editor = new TestEditor();
    editor.setTool('room');
    editor.drag({ x: 0, y: 0 }, { x: 4000, y: 3000 });
    editor.drag({ x: 4000, y: 0 }, { x: 7000, y: 3000 });
    expect(editor.floor.rooms).toHaveLength(2);
    expect(editor.floor.walls).toHaveLength(7);
  });
});
