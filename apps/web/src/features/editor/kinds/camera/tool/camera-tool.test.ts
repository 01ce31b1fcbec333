import { CAMERA_EYE_HEIGHT } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { designOf, rectangleFloor } from '../../../test/fixtures.ts';
import { TestEditor } from '../../../test/test-editor.ts';

describe('the camera tool', () => {
  it('places a camera where the press was, aimed where the drag ended, as one undo step', () => {
    const editor = new TestEditor(designOf(rectangleFloor()));
    editor.press('c').expectToBeIn('camera.idle');
    editor.move(1000, 1000).down(1000, 1000);
    editor.expectToBeIn('camera.placing');
    editor.move(2000, 1010).move(3000, 1000);
    expect(editor.overlay.get().camera?.target).toMatchObject({ x: 3000, y: 1000 });
    expect(editor.floor.cameras).toHaveLength(0);
    editor.up(3000, 1000).expectToBeIn('camera.idle');
    const [camera] = editor.floor.cameras;
    expect(camera).toMatchObject({
      name: 'Camera 1',
      position: { x: 1000, y: 1000, z: CAMERA_EYE_HEIGHT },
      target: { x: 3000, y: 1000, z: CAMERA_EYE_HEIGHT },
    });
    expect(editor.selection).toEqual([{ kind: 'camera', id: camera!.archiId }]);
    expect(editor.overlay.get().camera).toBeUndefined();
    editor.press('z', { ctrlKey: true });
    expect(editor.floor.cameras).toHaveLength(0);
  });

  it('aims a clicked camera up the plan, and Escape drops a placement', () => {
    const editor = new TestEditor();
    editor.setTool('camera');
    editor.click(500, 500);
    expect(editor.floor.cameras[0]).toMatchObject({
      position: { x: 500, y: 500 },
      target: { x: 500, y: -2500 },
    });
    editor.move(2000, 2000).down(2000, 2000).move(4000, 2000).press('Escape');
    editor.expectToBeIn('camera.idle');
    editor.up(4000, 2000);
    expect(editor.floor.cameras).toHaveLength(1);
    editor.press('Escape').expectToBeIn('select.idle');
  });
});

describe('cameras with the select tool', () => {
  const withCamera = () => {
    const editor = new TestEditor();
    editor.setTool('camera');
    editor.drag({ x: 1000, y: 1000 }, { x: 3000, y: 1000 });
    editor.setTool('select');
    editor.select([]);
    return editor;
  };

  it('selects a camera by its symbol and drags it, keeping its aim, as one undo step', () => {
    const editor = withCamera();
    editor.click(1050, 1000);
    const id = editor.floor.cameras[0]!.archiId;
    expect(editor.selection).toEqual([{ kind: 'camera', id }]);
    editor.move(1000, 1000).down(1000, 1000).move(1200, 1000).move(1500, 2000);
    editor.expectToBeIn('select.dragging-camera');
    editor.up();
    expect(editor.floor.cameras[0]).toMatchObject({
      position: { x: 1500, y: 2000 },
      target: { x: 3500, y: 2000 },
    });
    editor.press('z', { ctrlKey: true });
    expect(editor.floor.cameras[0]).toMatchObject({ position: { x: 1000, y: 1000 } });
  });

  it('turns a selected camera by its aiming handle, and deletes it with Delete', () => {
    const editor = withCamera();
    editor.click(1000, 1000);
    editor.move(3000, 1000).down(3000, 1000).expectToBeIn('select.dragging-camera-aim');
    editor.move(2000, 2500).move(1000, 3000).up();
    expect(editor.floor.cameras[0]!.target).toMatchObject({ x: 1000, y: 3000 });
    editor.press('z', { ctrlKey: true });
    expect(editor.floor.cameras[0]!.target).toMatchObject({ x: 3000, y: 1000 });
    editor.click(1000, 1000).press('Delete');
    expect(editor.floor.cameras).toEqual([]);
  });

  it('moves with the rest of a selection, by dragging and by the arrow keys, keeping its aim', () => {
    const editor = new TestEditor(designOf(rectangleFloor()));
    editor.setTool('camera');
    editor.drag({ x: 1000, y: 1000 }, { x: 3000, y: 1000 });
    editor.setTool('select');
    editor.press('a', { ctrlKey: true });
    expect(editor.selection.filter((r) => r.kind === 'camera')).toHaveLength(1);
    editor.drag({ x: 2000, y: 0 }, { x: 2000, y: 500 });
    expect(editor.floor.cameras[0]).toMatchObject({
      position: { x: 1000, y: 1500 },
      target: { x: 3000, y: 1500 },
    });
    expect(editor.floor.corners.find((c) => c.archiId === 'c1')!.position).toEqual({ x: 0, y: 500 });
    editor.click(1000, 1500).press('ArrowRight');
    expect(editor.floor.cameras[0]).toMatchObject({
      position: { x: 1100, y: 1500 },
      target: { x: 3100, y: 1500 },
    });
  });

  it('copies a selected camera with Ctrl+C and pastes it beside itself with Ctrl+V, as one undo step', () => {
    const editor = withCamera();
    editor.click(1000, 1000).press('c', { ctrlKey: true }).press('v', { ctrlKey: true });
    const [original, copy] = editor.floor.cameras;
    expect(copy).toEqual({
      ...original,
      archiId: expect.not.stringMatching(original!.archiId),
      name: 'Camera 1 (copy)',
      position: { ...original!.position, x: 2000 },
      target: { ...original!.target, x: 4000 },
    });
    expect(editor.selection).toEqual([{ kind: 'camera', id: copy!.archiId }]);
    editor.press('v', { ctrlKey: true });
    expect(editor.floor.cameras.map((c) => [c.name, c.position.x])).toEqual([
      ['Camera 1', 1000],
      ['Camera 1 (copy)', 2000],
      ['Camera 1 (copy 2)', 3000],
    ]);
    editor.press('z', { ctrlKey: true }).press('z', { ctrlKey: true });
    expect(editor.floor.cameras).toEqual([original]);
  });

  it('pastes the cameras of a mixed selection with its walls, and a cut camera under its own name', () => {
    const editor = new TestEditor(designOf(rectangleFloor()));
    editor.setTool('camera');
    editor.drag({ x: 1000, y: 1000 }, { x: 3000, y: 1000 });
    editor.setTool('select');
    editor.press('a', { ctrlKey: true }).press('c', { ctrlKey: true }).press('v', { ctrlKey: true });
    expect(editor.floor.walls).toHaveLength(8);
    expect(editor.floor.cameras.map((c) => [c.name, c.position.x])).toEqual([
      ['Camera 1', 1000],
      ['Camera 1 (copy)', 6000],
    ]);
    expect(editor.selection.filter((r) => r.kind === 'camera')).toEqual([
      { kind: 'camera', id: editor.floor.cameras[1]!.archiId },
    ]);
    editor.press('z', { ctrlKey: true });
    expect(editor.floor.walls).toHaveLength(4);
    expect(editor.floor.cameras).toHaveLength(1);
    editor.select([{ kind: 'camera', id: editor.floor.cameras[0]!.archiId }]);
    editor.press('x', { ctrlKey: true }).press('v', { ctrlKey: true });
    expect(editor.floor.cameras.map((c) => c.name)).toEqual(['Camera 1']);
  });
});
