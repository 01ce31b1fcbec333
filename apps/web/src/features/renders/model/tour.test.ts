import type { Image, RenderJob } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import { groupTours, type TourStop, viewOfStop } from './tour.ts';

const image = (id: string, name: string, type: Image['type'] = 'TOUR_720'): Image => ({
  id,
  uuid: id,
  userId: 'u',
  projectId: 'p',
  name,
  type,
  status: 'DONE',
  imageUrl: `/api/v1/image/${id}/file`,
  thumbnailUrl: null,
  floorplanId: null,
  renderJobId: `job-${id}`,
  resolution: { x: 256, y: 128 },
  items: [],
  standIns: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
});
const job = (imageId: string, requestId: string, camera: TourStop['camera'] = null) =>
  ({
    id: `job-${imageId}`,
    imageId,
    requestId,
    createdAt: `2026-11-22T10:00:0${requestId.length}.000Z`,
    camera: camera && { name: imageId, fovDeg: null, ...camera },
  }) as RenderJob;

const stop = (imageId: string, x: number, y: number, tx = x + 1000, ty = y): TourStop => ({
  imageId,
  name: imageId,
  imageUrl: '',
  width: 256,
  camera: { position: { x, y, z: 1600 }, target: { x: tx, y: ty, z: 1600 } },
});

describe('720° tours', () => {
  it('groups panoramas by the request that asked for them, each stop where its job’s camera stood', () => {
    const images = [
      image('c', 'Hall'),
      image('b', 'Living 2'),
      image('a', 'Living 1'),
      image('x', 'Shot', 'RENDER_SHOT'),
      image('z', 'Removed job'),
    ];
    const jobs = [job('a', 'r1', stop('a', 500, 700).camera), job('b', 'r1'), job('c', 'r22')];
    const tours = groupTours(images, jobs);
    expect(tours.map((t) => t.stops.map((s) => s.name))).toEqual([
      ['Hall'],
      ['Living 1', 'Living 2'],
      ['Removed job'],
    ]);
    expect(tours.map((t) => t.key)).toEqual(['r22', 'r1', 'others']);
    expect(tours[1]!.stops[0]!.camera).toEqual(stop('a', 500, 700).camera);
    expect(tours[1]!.stops[1]!.camera).toBeNull();
  });

  it('turns the sphere so the picture’s centre faces the camera’s target', () => {
    const view = viewOfStop(stop('a', 0, 0), [stop('a', 0, 0)]);
    // Facing +x: the sphere's centre (at -X unturned) turns half a circle; the viewer looks along +X.
    expect(Math.abs(view.sphereYaw)).toBeCloseTo(Math.PI);
    const look = [-Math.sin(view.lookYaw), -Math.cos(view.lookYaw)];
    expect(look[0]).toBeCloseTo(1);
    expect(look[1]).toBeCloseTo(0);
  });

  it('puts a hotspot on the floor under the next stop, as seen from this eye', () => {
    const stops = [stop('a', 1500, 2000), stop('b', 3500, 2000)];
    const [spot] = viewOfStop(stops[0]!, stops).hotspots;
    expect(spot!.imageId).toBe('b');
    const [x, y, z] = spot!.direction;
    expect(x).toBeGreaterThan(0.7);
    expect(y).toBeCloseTo(-1600 / Math.hypot(2000, 1600));
    expect(z).toBeCloseTo(0);
    // The view tilts down so the hotspot, 39° below the horizon, is inside a 75° field of view.
    const { lookPitch } = viewOfStop(stops[0]!, stops);
    expect(Math.asin(y) - lookPitch).toBeGreaterThan(-(75 / 2) * (Math.PI / 180));
  });

  it('spreads the hotspots ahead when camera positions are unknown', () => {
    const blind = ['a', 'b', 'c'].map((id) => ({ ...stop(id, 0, 0), camera: null }));
    const view = viewOfStop(blind[0]!, blind);
    expect(view.hotspots.map((h) => h.imageId)).toEqual(['b', 'c']);
    for (const h of view.hotspots) expect(h.direction[0]).toBeLessThan(0);
  });
});
