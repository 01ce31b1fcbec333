import { indexFloor, measureFloorRoom, type ObjectRef, setRoomProps } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { designOf, rectangleFloor, testDoor } from '../../test/fixtures.ts';
import { TestEditor } from '../../test/test-editor.ts';

/** A 4 × 3 m room c1..c4 / w1..w4 (top, right, bottom, left) with a door in the top wall. */
const room = () =>
  new TestEditor(designOf(rectangleFloor(4000, 3000, { openings: [testDoor('d1', 'w1', 2000)] })));
const ids = (refs: readonly ObjectRef[]) => refs.map((r) => `${r.kind}:${r.id}`).sort();

describe('the select tool', () => {
  it('selects what a click hits: corner, door, wall, room; empty space clears', () => {
    const editor = room();
    editor.click(30, 20);
    expect(ids(editor.selection)).toEqual(['corner:c1']);
    editor.click(2100, 10);
    expect(ids(editor.selection)).toEqual(['opening:d1']);
    editor.click(4020, 1500);
    expect(ids(editor.selection)).toEqual(['wall:w2']);
    editor.click(2000, 1500);
    expect(ids(editor.selection)).toEqual([`room:${editor.floor.rooms[0]!.archiId}`]);
    editor.click(9000, 9000);
    expect(editor.selection).toEqual([]);
    editor.expectToBeIn('select.idle');
  });

  it('adds and removes with shift-click', () => {
    const editor = room();
    editor.click(4020, 1500).click(2000, 3010, { shiftKey: true }).click(-20, 1500, { shiftKey: true });
    expect(ids(editor.selection)).toEqual(['wall:w2', 'wall:w3', 'wall:w4']);
    editor.click(2000, 3010, { shiftKey: true });
    expect(ids(editor.selection)).toEqual(['wall:w2', 'wall:w4']);
  });

  it('selects what a marquee holds wholly, and goes back to idle', () => {
    const editor = room();
    editor.move(-500, -500).down(-500, -500).move(1000, 800);
    editor.expectToBeIn('select.brushing');
    expect(editor.overlay.get().marquee).toEqual({ a: { x: -500, y: -500 }, b: { x: 1000, y: 800 } });
    editor.move(4500, 800).up();
    editor.expectToBeIn('select.idle');
    expect(ids(editor.selection)).toEqual(['opening:d1', 'wall:w1']);
    expect(editor.overlay.get().marquee).toBeUndefined();
  });

  it('moves a wall parallel by dragging it, its neighbours following, as one undo step', () => {
    const editor = room();
    editor.move(4000, 1500).down(4000, 1500).move(4300, 1700);
    editor.expectToBeIn('select.dragging-wall');
    editor.move(4990, 1400).up();
    editor.expectToBeIn('select.idle');
    const { points } = indexFloor(editor.floor);
    expect(points.get('c2')).toEqual({ x: 5000, y: 0 });
    expect(points.get('c3')).toEqual({ x: 5000, y: 3000 });
    expect(measureFloorRoom(editor.floor, editor.floor.rooms[0]!).area).toBe(4.9 * 2.9);
    expect(editor.store.getSnapshot().canUndo).toBe(true);
    editor.press('z', { ctrlKey: true });
    expect(indexFloor(editor.floor).points.get('c2')).toEqual({ x: 4000, y: 0 });
    expect(editor.store.getSnapshot().canUndo).toBe(false);
  });

  it('drags a corner with snapping, and Escape puts it back', () => {
    const editor = room();
    editor.move(4000, 3000).down(4000, 3000).move(4300, 3300).move(4512, 3489);
    editor.expectToBeIn('select.dragging-corner');
    expect(indexFloor(editor.floor).points.get('c3')).toEqual({ x: 4500, y: 3500 });
    editor.press('Escape');
    editor.expectToBeIn('select.idle');
    expect(indexFloor(editor.floor).points.get('c3')).toEqual({ x: 4000, y: 3000 });
    editor.up();
    expect(editor.store.getSnapshot().canUndo).toBe(false);
  });

  it('slides a door along its wall, never past the wall end', () => {
    const editor = room();
    editor.drag({ x: 2000, y: 0 }, { x: 2730, y: 0 });
    expect(editor.floor.openings[0]?.offset).toBe(2730);
    editor.drag({ x: 2730, y: 0 }, { x: 9000, y: 0 });
    // 900 wide in a 4000 wall: its centre stops 450 from the end.
    expect(editor.floor.openings[0]?.offset).toBe(3550);
  });

  it('moves a door onto another wall the pointer reaches', () => {
    const editor = room();
    editor.move(2000, 0).down(2000, 0).move(3000, 500).move(4000, 1500).up();
    expect(editor.floor.openings[0]).toMatchObject({ wallId: 'w2', offset: 1500 });
  });

  it('moves a room by dragging it: its walls follow, the neighbours stretch', () => {
    const editor = room();
    editor.drag({ x: 2000, y: 1500 }, { x: 3020, y: 2480 });
    editor.expectToBeIn('select.idle');
    const { points } = indexFloor(editor.floor);
    expect(points.get('c1')).toEqual({ x: 1000, y: 1000 });
    expect(points.get('c3')).toEqual({ x: 5000, y: 4000 });
    expect(editor.floor.rooms).toHaveLength(1);
  });

  it('deletes the selection with Delete and brings it back with undo', () => {
    const editor = room();
    editor.click(4020, 1500).press('Delete');
    expect(editor.floor.walls).toHaveLength(3);
    expect(editor.floor.rooms).toHaveLength(0);
    editor.press('z', { ctrlKey: true });
    expect(editor.floor.walls).toHaveLength(4);
    expect(editor.floor.rooms).toHaveLength(1);
    editor.press('y', { ctrlKey: true });
    expect(editor.floor.walls).toHaveLength(3);
  });

  it('splits a wall where it is double-clicked', () => {
    const editor = room();
    editor.doubleClick(editor.event(1234, 10));
    expect(editor.floor.walls).toHaveLength(5);
    expect(editor.floor.corners.map((c) => c.position)).toContainEqual({ x: 1230, y: 0 });
  });

  it('copies a room with Ctrl+C and pastes it beside itself with Ctrl+V, keeping its name and type', () => {
    const editor = room();
    const roomId = editor.floor.rooms[0]!.archiId;
    editor.store.dispatch(setRoomProps, { roomIds: [roomId], name: 'Study', type: 'OFFICE' });
    editor.click(2000, 1500).press('c', { ctrlKey: true }).press('v', { ctrlKey: true });
    const floor = editor.floor;
    expect(floor.walls).toHaveLength(8);
    expect(floor.openings).toHaveLength(2);
    expect(floor.rooms.map((r) => [r.name, r.type])).toEqual([
      ['Study', 'OFFICE'],
      ['Study', 'OFFICE'],
    ]);
    expect(editor.selection.filter((r) => r.kind === 'wall')).toHaveLength(4);
    editor.press('z', { ctrlKey: true });
    expect(editor.floor.walls).toHaveLength(4);
  });

  it('nudges the selection with the arrow keys, a grid step at a time (ten with Shift), as one undo step', () => {
    const editor = room();
    editor.click(4020, 1500);
    editor.time = 0;
    editor.press('ArrowRight');
    editor.time = 100;
    editor.press('ArrowRight', { shiftKey: true });
    expect(indexFloor(editor.floor).points.get('c2')).toEqual({ x: 5100, y: 0 });
    editor.press('z', { ctrlKey: true });
    expect(indexFloor(editor.floor).points.get('c2')).toEqual({ x: 4000, y: 0 });
  });
});
