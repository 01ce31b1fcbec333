import { describe, expect, it } from 'vitest';
import { createEmptyDesign, type Design } from '../../document/design.ts';
import { validateDesign } from '../../document/validate.ts';
import { ActionError } from '../../editing/action.ts';
import { deleteObjects } from '../../editing/delete-objects.ts';
import { History } from '../../editing/history.ts';
import {
  addCamera,
  aimCamera,
  copiedCameraName,
  deleteCameras,
  moveCamera,
  renameCamera,
  setCameraFov,
} from './actions.ts';
import { CAMERA_EYE_HEIGHT, DEFAULT_CAMERA_FOV } from './schema.ts';

const withCamera = (): Design =>
  addCamera(createEmptyDesign(), { id: 'cam', position: { x: 0, y: 0 }, target: { x: 3000, y: 0 } });
const cameras = (d: Design) => d.floors[0]!.cameras;

describe('camera actions', () => {
  it('places a named camera at eye height looking level, with the default field of view', () => {
    const d = withCamera();
    expect(cameras(d)).toEqual([
      {
        archiId: 'cam',
        name: 'Camera 1',
        position: { x: 0, y: 0, z: CAMERA_EYE_HEIGHT },
        target: { x: 3000, y: 0, z: CAMERA_EYE_HEIGHT },
        fovDeg: DEFAULT_CAMERA_FOV,
      },
    ]);
    expect(validateDesign(d).ok).toBe(true);
    const two = addCamera(d, { position: { x: 5, y: 5 }, target: { x: 5, y: 900 } });
    expect(cameras(two)[1]!.name).toBe('Camera 2');
  });

  it('refuses a camera looking at where it stands, a bad field of view and a taken id', () => {
    const empty = createEmptyDesign();
    expect(() => addCamera(empty, { position: { x: 0, y: 0 }, target: { x: 2, y: 0 } })).toThrow(ActionError);
    expect(() => addCamera(empty, { position: { x: 0, y: 0 }, target: { x: 900, y: 0 }, fovDeg: 5 })).toThrow(
      /fovDeg/,
    );
    expect(() =>
      addCamera(withCamera(), { id: 'cam', position: { x: 0, y: 0 }, target: { x: 900, y: 0 } }),
    ).toThrow(ActionError);
  });

  it('moves a camera with what it looks at, so it keeps its direction and tilt', () => {
    const d = aimCamera(withCamera(), { cameraId: 'cam', target: { x: 1000, y: 1000 } });
    const moved = moveCamera(d, { cameraId: 'cam', position: { x: 500, y: -500 }, height: 1200 });
    expect(cameras(moved)[0]).toMatchObject({
      position: { x: 500, y: -500, z: 1200 },
      target: { x: 1500, y: 500, z: 1200 },
    });
    expect(moveCamera(moved, { cameraId: 'cam', position: { x: 500, y: -500 } })).toBe(moved);
    expect(() => moveCamera(d, { cameraId: 'nope', position: { x: 0, y: 0 } })).toThrow(/no camera/);
  });

  it('aims, renames and sets the field of view, refusing what the document would refuse', () => {
    let d = aimCamera(withCamera(), { cameraId: 'cam', target: { x: 0, y: 2000 } });
    d = renameCamera(d, { cameraId: 'cam', name: '  Living room  ' });
    d = setCameraFov(d, { cameraId: 'cam', fovDeg: 75 });
    expect(cameras(d)[0]).toMatchObject({ name: 'Living room', target: { x: 0, y: 2000 }, fovDeg: 75 });
    expect(() => renameCamera(d, { cameraId: 'cam', name: '   ' })).toThrow(ActionError);
    expect(() => setCameraFov(d, { cameraId: 'cam', fovDeg: 170 })).toThrow(ActionError);
    expect(() => aimCamera(d, { cameraId: 'cam', target: { x: 0, y: 0 } })).toThrow(ActionError);
    expect(setCameraFov(d, { cameraId: 'cam', fovDeg: 75 })).toBe(d);
  });

  it('deletes cameras alone or in a mixed selection', () => {
    const d = withCamera();
    expect(cameras(deleteCameras(d, { cameraIds: ['cam'] }))).toEqual([]);
    expect(cameras(deleteObjects(d, { refs: [{ kind: 'camera', id: 'cam' }] }))).toEqual([]);
    expect(deleteCameras(d, { cameraIds: ['other'] })).toBe(d);
  });

  it('makes a drag of many moves and aims one undo step', () => {
    const history = new History(withCamera());
    history.beginGesture();
    history.apply(moveCamera, { cameraId: 'cam', position: { x: 100, y: 0 } });
    history.apply(moveCamera, { cameraId: 'cam', position: { x: 200, y: 0 } });
    history.apply(aimCamera, { cameraId: 'cam', target: { x: 200, y: 3000 } });
    history.commitGesture();
    expect(cameras(history.design)[0]!.position.x).toBe(200);
    history.undo();
    expect(cameras(history.design)[0]).toEqual(cameras(withCamera())[0]);
  });

  it('names a copy of a camera as a copy only when the name is taken, within 60 characters', () => {
    const named = (...names: string[]) => names.map((name) => ({ ...cameras(withCamera())[0]!, name }));
    expect(copiedCameraName(named('Other'), 'Hall')).toBe('Hall');
    expect(copiedCameraName(named('Hall'), 'Hall')).toBe('Hall (copy)');
    expect(copiedCameraName(named('Hall', 'Hall (copy)'), 'Hall')).toBe('Hall (copy 2)');
    const long = 'x'.repeat(60);
    expect(copiedCameraName(named(long), long)).toBe(`${'x'.repeat(53)} (copy)`);
  });
});
