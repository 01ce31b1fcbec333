import { describe, expect, it } from 'vitest';
import { designOf, rectangleFloor } from '../test/fixtures.ts';
import { TestEditor } from '../test/test-editor.ts';
import type { PlanPointer } from './events.ts';

/** A finger on the screen at a screen point. */
const finger = (editor: TestEditor, touchId: number, x: number, y: number): PlanPointer => ({
  ...editor.event(0, 0),
  point: editor.viewport.toPlan({ x, y }),
  screen: { x, y },
  touchId,
});

describe('pinch zoom', () => {
  it('zooms about the fingers: the plan point between them stays between them', () => {
    const editor = new TestEditor();
    const under = editor.viewport.toPlan({ x: 300, y: 200 });
    editor.pointerDown(finger(editor, 1, 250, 200));
    editor.pointerDown(finger(editor, 2, 350, 200));
    editor.pointerMove(finger(editor, 1, 200, 200));
    editor.pointerMove(finger(editor, 2, 400, 200));
    expect(editor.viewport.scale).toBeCloseTo(0.2, 9);
    const after = editor.viewport.toPlan({ x: 300, y: 200 });
    expect(after.x).toBeCloseTo(under.x, 6);
    expect(after.y).toBeCloseTo(under.y, 6);
  });

  it('pans with the fingers’ midpoint while pinching', () => {
    const editor = new TestEditor();
    editor.pointerDown(finger(editor, 1, 100, 100));
    editor.pointerDown(finger(editor, 2, 200, 100));
    editor.pointerMove(finger(editor, 1, 150, 160));
    editor.pointerMove(finger(editor, 2, 250, 160));
    expect(editor.viewport.scale).toBeCloseTo(0.1, 9);
    expect([editor.viewport.x, editor.viewport.y]).toEqual([50, 60]);
  });

  it('a second finger drops what the first began, and no finger reaches the tool until all are lifted', () => {
    const editor = new TestEditor(designOf(rectangleFloor()));
    const wall = editor.viewport.toScreen({ x: 4000, y: 1500 });
    editor.pointerDown(finger(editor, 1, wall.x, wall.y));
    editor.pointerMove(finger(editor, 1, wall.x + 30, wall.y));
    editor.expectToBeIn('select.dragging-wall');
    editor.pointerDown(finger(editor, 2, wall.x + 100, wall.y + 100));
    editor.expectToBeIn('select.idle');
    expect(editor.floor.corners.find((c) => c.archiId === 'c2')!.position).toEqual({ x: 4000, y: 0 });
    editor.pointerUp(finger(editor, 2, wall.x + 100, wall.y + 100));
    editor.pointerMove(finger(editor, 1, wall.x + 60, wall.y));
    editor.pointerUp(finger(editor, 1, wall.x + 60, wall.y));
    editor.expectToBeIn('select.idle');
    expect(editor.floor.corners.find((c) => c.archiId === 'c2')!.position).toEqual({ x: 4000, y: 0 });
  });

  it('zooms a trackpad pinch (wheel with Ctrl) faster than a wheel, about the pointer, bounded per event', () => {
    const editor = new TestEditor();
    const under = editor.viewport.toPlan({ x: 300, y: 200 });
    editor.wheel({ x: 300, y: 200 }, -10, true);
    expect(editor.viewport.scale).toBeCloseTo(0.1 * Math.exp(0.1), 9);
    const after = editor.viewport.toPlan({ x: 300, y: 200 });
    expect(after.x).toBeCloseTo(under.x, 6);
    const wheeled = new TestEditor();
    wheeled.wheel({ x: 300, y: 200 }, -10);
    expect(wheeled.viewport.scale).toBeLessThan(editor.viewport.scale);
    const notch = new TestEditor();
    notch.wheel({ x: 0, y: 0 }, 100, true);
    expect(notch.viewport.scale).toBeCloseTo(0.1 * Math.exp(-0.25), 9);
  });
});
