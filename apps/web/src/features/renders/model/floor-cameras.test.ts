import { createEmptyDesign } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { editedFloor, floorCameras } from './floor-cameras.ts';

describe('the cameras the editor offers the render dialog', () => {
  it('are the active floor’s saved cameras, in plan millimetres', () => {
    const design = createEmptyDesign();
    const upstairs = {
      ...design.floors[0]!,
      id: 'upstairs',
      cameras: [
        {
          archiId: 'cam-1',
          name: 'Window seat',
          position: { x: 500, y: 800, z: 1600 },
          target: { x: 3000, y: 800, z: 1400 },
          fovDeg: 60,
        },
      ],
    };
    const two = { ...design, floors: [design.floors[0]!, upstairs], activeFloorId: 'upstairs' };
    expect(editedFloor(two).id).toBe('upstairs');
    expect(floorCameras(editedFloor(two))).toEqual([
      {
        name: 'Window seat',
        position: { x: 500, y: 800, z: 1600 },
        target: { x: 3000, y: 800, z: 1400 },
        fovDeg: 60,
      },
    ]);
    expect(floorCameras(editedFloor(design))).toEqual([]);
  });
});
