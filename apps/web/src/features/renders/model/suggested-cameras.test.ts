import { RenderImageType } from '@roomcraft/contract';
import { addRectangularRoom, createEmptyDesign } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { nameCameras } from './cameras.ts';
import { suggestCameras } from './suggested-cameras.ts';

const room = (design = createEmptyDesign(), x = 0, name = 'Living') =>
  addRectangularRoom(design, { origin: { x, y: 0 }, width: 5000, depth: 4000, name, type: 'LIVING' });

describe('cameras suggested from the rooms of a design', () => {
  it('puts a panorama at eye height in the middle of each room, facing its long side', () => {
    const [pano] = suggestCameras(room(), RenderImageType.Panorama);
    expect(pano).toEqual({
      name: 'Living',
      position: { x: 2500, y: 2000, z: 1600 },
      target: { x: 3500, y: 2000, z: 1600 },
    });
  });

  it('walks a one-room tour between two stations along the room', () => {
    const stops = suggestCameras(room(), RenderImageType.Tour720);
    expect(stops.map((s) => [s.name, s.position.x, s.position.y])).toEqual([
      ['Living 1', 1500, 2000],
      ['Living 2', 3500, 2000],
    ]);
  });

  it('gives a tour one station per room when there are several', () => {
    const two = room(room(), 6000, 'Bedroom');
    expect(suggestCameras(two, RenderImageType.Tour720).map((s) => s.name)).toEqual(
      expect.arrayContaining(['Living', 'Bedroom']),
    );
  });

  it('takes shots from one end of the room towards the other, and none for top and bird views', () => {
    const [shot] = suggestCameras(room(), RenderImageType.Rendershot);
    expect(shot!.position.x).toBeLessThan(shot!.target.x);
    expect(shot!.position.z).toBeGreaterThan(shot!.target.z);
    expect(suggestCameras(room(), RenderImageType.Topview)).toEqual([]);
    expect(suggestCameras(createEmptyDesign(), RenderImageType.Panorama)).toEqual([]);
  });
});

describe('naming the cameras of a request', () => {
  it('names unnamed cameras and makes every name unique', () => {
    const at = { position: { x: 0, y: 0, z: 0 }, target: { x: 1, y: 0, z: 0 } };
    const named = nameCameras(
      [{ ...at }, { ...at, name: 'Sofa' }, { ...at, name: 'Sofa' }, { ...at, name: ' ' }],
      (i) => `Camera ${i + 1}`,
    );
    expect(named.map((c) => c.name)).toEqual(['Camera 1', 'Sofa', 'Sofa 2', 'Camera 4']);
  });
});
