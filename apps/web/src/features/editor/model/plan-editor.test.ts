import { DesignStore } from '@roomcraft/scene';
import { describe, expect, it, vi } from 'vitest';
import { designOf, rectangleFloor } from '../test/fixtures.ts';
import { TestEditor } from '../test/test-editor.ts';
import { PlanEditor } from './plan-editor.ts';

describe('the plan editor', () => {
  it('hands tools one pointer move per frame, so a drag changes the store once a frame', () => {
    const frames: (() => void)[] = [];
    const editor = new TestEditor(designOf(rectangleFloor()), { frames: { request: (f) => frames.push(f) } });
    const listener = vi.fn();
    editor.store.subscribe(listener);
    editor.move(4000, 1500).down(4000, 1500);
    for (const frame of frames.splice(0)) frame();
    listener.mockClear();
    for (let x = 4010; x <= 4600; x += 10) editor.move(x, 1500);
    expect(frames).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
    frames.shift()!();
    editor.expectToBeIn('select.dragging-wall');
    expect(listener).toHaveBeenCalledTimes(1);
    editor.up();
  });

  it('switches tools with their keys and lists the state path', () => {
    const editor = new TestEditor();
    const paths = ['w', 'r', 'd', 'n', 'm', 'v'].map((key) => editor.press(key).getToolPath());
    expect(paths).toEqual([
      'wall.idle',
      'room.idle',
      'opening.idle',
      'opening.idle',
      'measure.idle',
      'select.idle',
    ]);
  });

  it('asks for help on ?, fits the plan on F', () => {
    const onHelp = vi.fn();
    const editor = new TestEditor(designOf(rectangleFloor(10_000, 5000)), { onHelp });
    editor.press('?');
    expect(onHelp).toHaveBeenCalledOnce();
    editor.press('f');
    const a = editor.viewport.toScreen({ x: 0, y: 0 });
    const b = editor.viewport.toScreen({ x: 10_000, y: 5000 });
    expect(a.x).toBeGreaterThanOrEqual(64);
    expect(b.x).toBeLessThanOrEqual(1200 - 64);
    expect((a.x + b.x) / 2).toBeCloseTo(600, 6);
  });

  it('pans with the middle button and zooms around the pointer', () => {
    const editor = new TestEditor();
    editor.pointerDown({ ...editor.event(0, 0), button: 1 });
    editor.pointerMove({ ...editor.event(0, 0), screen: { x: 50, y: 20 } });
    editor.pointerUp({ ...editor.event(0, 0), button: 1 });
    expect([editor.viewport.x, editor.viewport.y]).toEqual([50, 20]);
    const under = editor.viewport.toPlan({ x: 300, y: 200 });
    editor.wheel({ x: 300, y: 200 }, -200);
    expect(editor.viewport.scale).toBeGreaterThan(0.1);
    const after = editor.viewport.toPlan({ x: 300, y: 200 });
    expect(after.x).toBeCloseTo(under.x, 6);
    expect(after.y).toBeCloseTo(under.y, 6);
  });

  it('reports a refused change instead of throwing', () => {
    const onError = vi.fn();
    const editor = new TestEditor(designOf(rectangleFloor()), { onError });
    editor.setTool('wall');
    editor.click(0, 0).click(0, 0);
    expect(onError).not.toHaveBeenCalled();
    expect(editor.floor.walls).toHaveLength(4);
  });

  it('read-only: selects and measures, but no tool, drag, delete or paste changes the design', () => {
    const store = new DesignStore(designOf(rectangleFloor()));
    const editor = new PlanEditor({ store, readOnly: true, frames: { request: (f) => f() } });
    const before = store.getSnapshot().design;
    editor.keyDown({ key: 'w', ctrlKey: false, shiftKey: false, altKey: false });
    expect(editor.getToolPath()).toBe('select.idle');
    editor.keyDown({ key: 'm', ctrlKey: false, shiftKey: false, altKey: false });
    expect(editor.getToolPath()).toBe('measure.idle');
    editor.setTool('select');
    const test = new TestEditor();
    const at = (x: number, y: number) => ({
      ...test.event(x, y),
      screen: editor.viewport.toScreen({ x, y }),
    });
    editor.pointerDown(at(4000, 1500));
    editor.pointerMove(at(4600, 1500));
    editor.pointerUp(at(4600, 1500));
    expect(editor.selection).toEqual([{ kind: 'wall', id: 'w2' }]);
    editor.commands.deleteSelection();
    editor.commands.copy();
    editor.commands.paste();
    editor.undo();
    expect(store.getSnapshot().design).toBe(before);
  });
});
