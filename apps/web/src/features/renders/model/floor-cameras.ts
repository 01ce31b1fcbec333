import type { Design, Floor } from '@roomcraft/scene';
import type { CameraInput } from './cameras.ts';

/** The floor the editor shows: the design's active one. */
export const editedFloor = (design: Design): Floor =>
  design.floors.find((floor) => floor.id === design.activeFloorId) ?? design.floors[0]!;

/** A floor's saved cameras as a render request takes them (plan millimetres, z above the floor). */
export const floorCameras = (floor: Floor): CameraInput[] =>
  floor.cameras.map((camera) => ({
    name: camera.name,
    position: { ...camera.position },
    target: { ...camera.target },
    fovDeg: camera.fovDeg,
  }));
