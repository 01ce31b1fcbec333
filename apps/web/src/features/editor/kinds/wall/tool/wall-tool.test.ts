import { measureFloorRoom, wallLength } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../../test/test-editor.ts';

const lengths = (editor: TestEditor) =>
  editor.floor.walls.map((w) => Math.round(wallLength(editor.floor, w))).sort((a, b) => a - b);

describe('the wall tool', () => {
  it('draws a 4 × 3 m room by clicks: 4 walls, 1 room of 3.9 × 2.9 = 11.31 m² inside 100 mm walls', () => {
    const editor = new TestEditor();
    editor.press('w');
    editor.expectToBeIn('wall.idle');
    editor.click(0, 0).expectToBeIn('wall.drawing');
    editor.click(4000, 0).click(4000, 3000).click(0, 3000);
    expect(editor.floor.walls).toHaveLength(0);
    editor.click(0, 0).expectToBeIn('wall.idle');

    const floor = editor.floor;
    expect(floor.walls).toHaveLength(4);
    expect(floor.corners).toHaveLength(4);
    expect(floor.walls.every((w) => w.thickness === 100)).toBe(true);
    expect(floor.rooms).toHaveLength(1);
    const measure = measureFloorRoom(floor, floor.rooms[0]!);
    expect(measure.area).toBe(11.31);
    expect(measure.centrelineArea).toBe(12);
    expect(measure.pyeong).toBeCloseTo(11.31 / (400 / 121), 3);
  });

  it('makes the whole chain one undo step', () => {
    const editor = new TestEditor();
    editor.setTool('wall');
    editor.click(0, 0).click(3000, 0).click(3000, 2000).press('Escape');
    expect(editor.floor.walls).toHaveLength(2);
    editor.expectToBeIn('wall.idle');
    editor.press('z', { ctrlKey: true });
    expect(editor.floor.walls).toHaveLength(0);
    editor.press('z', { ctrlKey: true, shiftKey: true });
    expect(editor.floor.walls).toHaveLength(2);
  });

  it('snaps to the grid and to 0/45/90° from the last point', () => {
    const editor = new TestEditor();
    editor.setTool('wall');
    editor.click(13, -22);
    editor.move(2987, 140);
    expect(editor.overlay.get().snap).toMatchObject({ kind: 'angle', point: { x: 3000, y: 0 } });
    editor.click(2987, 140);
    editor.move(5030, 2010);
    expect(editor.overlay.get().snap?.kind).toBe('angle');
    editor.down(5030, 2010).up().press('Enter');
    const [a, b, c] = [...editor.floor.corners].map((c) => c.position);
    expect(a).toEqual({ x: 0, y: 0 });
    expect(b).toEqual({ x: 3000, y: 0 });
    // 45° down-right from (3000, 0), its length a whole number of grid steps.
    expect(c!.x - 3000).toBeCloseTo(c!.y, 6);
    expect(Math.hypot(c!.x - 3000, c!.y) % 100).toBeCloseTo(0, 6);
  });

  it('takes a typed length in metres or millimetres along the line being drawn', () => {
    const editor = new TestEditor();
    editor.setTool('wall');
    editor.click(0, 0).move(1000, 30);
    editor.type('3.45');
    expect(editor.overlay.get().chain?.typed).toBe('3.45');
    editor.press('Enter');
    editor.move(3500, 1000).type('2500').press('Enter');
    editor.press('Enter');
    editor.expectToBeIn('wall.idle');
    expect(lengths(editor)).toEqual([2500, 3450]);
    const points = editor.floor.corners.map((c) => c.position);
    expect(points).toContainEqual({ x: 3450, y: 0 });
    expect(points).toContainEqual({ x: 3450, y: 2500 });
  });

  it('removes the last point with Backspace or Ctrl+Z while drawing, and leaves the chain when none is left', () => {
    const editor = new TestEditor();
    editor.setTool('wall');
    editor.click(0, 0).click(2000, 0).click(2000, 2000);
    editor.press('Backspace');
    expect(editor.overlay.get().chain?.points).toHaveLength(2);
    editor.press('z', { ctrlKey: true });
    expect(editor.overlay.get().chain?.points).toHaveLength(1);
    editor.press('Backspace');
    editor.expectToBeIn('wall.idle');
    expect(editor.overlay.get().chain).toBeUndefined();
    expect(editor.floor.walls).toHaveLength(0);
  });

  it('ends the chain on a double click (a second click on the same point)', () => {
    const editor = new TestEditor();
    editor.setTool('wall');
    editor.click(0, 0).click(2000, 0).click(2000, 0);
    editor.expectToBeIn('wall.idle');
    expect(editor.floor.walls).toHaveLength(1);
  });

  it('splits the walls a partition starts and ends on, making two rooms', () => {
    const editor = new TestEditor();
    editor.setTool('wall');
    editor.click(0, 0).click(8000, 0).click(8000, 5000).click(0, 5000).click(0, 0);
    // A click 40 mm off the top wall lands on it, at the grid line under the pointer.
    editor.click(5010, 40);
    expect(editor.overlay.get().chain?.points[0]).toEqual({ x: 5000, y: 0 });
    editor.move(5000, 2000).type('5').press('Enter').press('Escape');
    const floor = editor.floor;
    expect(floor.walls).toHaveLength(7);
    expect(floor.rooms).toHaveLength(2);
    const areas = floor.rooms.map((r) => measureFloorRoom(floor, r).area).sort((a, b) => a - b);
    // 3000 × 5000 and 5000 × 5000 between centrelines, 50 mm off every face inside.
    expect(areas).toEqual([2.9 * 4.9, 4.9 * 4.9].map((a) => Math.round(a * 10_000) / 10_000));
  });

  it('goes back to the select tool on Escape when no chain is being drawn', () => {
    const editor = new TestEditor();
    editor.setTool('wall');
    editor.press('Escape');
    editor.expectToBeIn('select.idle');
  });

  it('draws new walls with the chosen thickness', () => {
    const editor = new TestEditor();
    editor.settings.set({ wallThickness: 200 });
    editor.setTool('wall');
    editor.click(0, 0).click(3000, 0).press('Enter');
    expect(editor.floor.walls[0]?.thickness).toBe(200);
  });
});
