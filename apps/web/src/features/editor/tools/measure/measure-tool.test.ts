import { describe, expect, it } from 'vitest';
import { designOf, rectangleFloor } from '../../test/fixtures.ts';
import { TestEditor } from '../../test/test-editor.ts';

describe('the measure tool', () => {
  it('measures between two clicks, snapping to corners, and keeps the result until Escape', () => {
    const editor = new TestEditor(designOf(rectangleFloor(4000, 3000)));
    editor.press('m').expectToBeIn('measure.idle');
    editor.click(30, -20).expectToBeIn('measure.measuring');
    editor.move(3980, 2990);
    expect(editor.overlay.get().measure).toEqual({ a: { x: 0, y: 0 }, b: { x: 4000, y: 3000 }, done: false });
    editor.click(3980, 2990).expectToBeIn('measure.idle');
    expect(editor.overlay.get().measure?.done).toBe(true);
    editor.press('Escape');
    expect(editor.overlay.get().measure).toBeUndefined();
    editor.press('Escape').expectToBeIn('select.idle');
  });

  it('measures a drag, and never changes the design', () => {
    const editor = new TestEditor();
    editor.setTool('measure');
    const before = editor.design;
    editor.drag({ x: 0, y: 0 }, { x: 2500, y: 0 });
    expect(editor.overlay.get().measure).toEqual({ a: { x: 0, y: 0 }, b: { x: 2500, y: 0 }, done: true });
    expect(editor.design).toBe(before);
  });
});
