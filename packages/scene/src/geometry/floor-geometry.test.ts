import { describe, expect, it } from 'vitest';
import { rectangleFloor, testWall } from '../document/test-designs.ts';
import { walkFaces } from './faces.ts';
import { findFloorRooms, measureFloorRoom, measureFoundRoom, roomOutline } from './floor-rooms.ts';
import { MeshBuilder } from './mesh-builder.ts';
import { planarize } from './planarize.ts';
import {
  indexFloor,
  nearestWall,
  wallAngle,
  wallBetween,
  wallDirection,
  wallLength,
  wallNormal,
  wallSegment,
} from './wall-graph.ts';

const nested = () => {
  const outer = rectangleFloor(10000, 8000);
  return {
    ...outer,
    corners: [
      ...outer.corners,
      { archiId: 'i1', position: { x: 3000, y: 3000 } },
      { archiId: 'i2', position: { x: 5000, y: 3000 } },
      { archiId: 'i3', position: { x: 5000, y: 5000 } },
      { archiId: 'i4', position: { x: 3000, y: 5000 } },
    ],
    walls: [
      ...outer.walls,
      testWall('v1', 'i1', 'i2'),
      testWall('v2', 'i2', 'i3'),
      testWall('v3', 'i3', 'i4'),
      testWall('v4', 'i4', 'i1'),
    ],
  };
};

describe('wall graph', () => {
  const floor = rectangleFloor(4000, 3000);
  it('indexes a floor once and answers wall questions', () => {
    expect(indexFloor(floor)).toBe(indexFloor(floor));
    expect(
      indexFloor(floor)
        .wallsAtCorner.get('c2')!
        .map((w) => w.archiId),
    ).toEqual(['w1', 'w2']);
    const w2 = floor.walls[1]!;
    expect(wallSegment(floor, w2)).toEqual({ a: { x: 4000, y: 0 }, b: { x: 4000, y: 3000 } });
    expect(wallLength(floor, w2)).toBe(3000);
    expect(wallDirection(floor, w2)).toEqual({ x: 0, y: 1 });
    // Walking down the screen, the left hand points to +x: outside this clockwise room.
    expect(wallNormal(floor, w2)).toEqual({ x: 1, y: -0 });
    expect(wallAngle(floor, w2)).toBeCloseTo(Math.PI / 2, 12);
    expect(wallBetween(floor, 'c3', 'c2')?.archiId).toBe('w2');
    expect(wallBetween(floor, 'c1', 'c3')).toBeUndefined();
  });

  it('finds the nearest wall with the distance along it', () => {
    expect(nearestWall(floor, { x: 3900, y: 1000 })).toMatchObject({
      distance: 100,
      offset: 1000,
      point: { x: 4000, y: 1000 },
    });
    expect(nearestWall(floor, { x: 3900, y: 1000 })!.wall.archiId).toBe('w2');
    expect(nearestWall(floor, { x: 2000, y: 1500 }, 1000)).toBeUndefined();
  });
});

describe('floor rooms', () => {
  it('finds and measures a floor room with a nested room as a hole', () => {
    const floor = nested();
    const found = findFloorRooms(floor).sort((a, b) => a.centrelineArea - b.centrelineArea);
    expect(found.map((r) => measureFoundRoom(floor, r).area)).toEqual([3.61, 73.8]);
    const stored = {
      archiId: 'r',
      corners: [...found[1]!.boundary.nodes],
      holes: found[1]!.holes.map((h) => [...h.nodes]),
      name: '',
      type: 'NONE' as const,
      hideCeiling: false,
    };
    expect(measureFloorRoom(floor, stored)).toMatchObject({ area: 73.8, centrelineArea: 76 });
    expect(roomOutline(floor, stored)).toHaveLength(4);
  });

  it('reports each face with its component and source walls', () => {
    const graph = planarize(
      new Map([
        ['a', { x: 0, y: 0 }],
        ['b', { x: 10, y: 0 }],
        ['c', { x: 0, y: 10 }],
      ]),
      [
        { id: 'ab', a: 'a', b: 'b' },
        { id: 'bc', a: 'b', b: 'c' },
        { id: 'ca', a: 'c', b: 'a' },
      ],
    );
    const faces = walkFaces(graph.nodes, graph.edges);
    expect(faces.map((f) => Math.sign(f.signedArea)).sort()).toEqual([-1, 1]);
    const inside = faces.find((f) => f.signedArea > 0)!;
    expect(inside.signedArea).toBe(50);
    expect(inside.sources).toEqual(['ab', 'bc', 'ca']);
    expect(new Set(faces.map((f) => f.component))).toEqual(new Set([0]));
  });

  it('merges near nodes and names crossing nodes with the given factory', () => {
    let n = 0;
    const graph = planarize(
      new Map([
        ['a', { x: 0, y: 0 }],
        ['b', { x: 100, y: 100 }],
        ['c', { x: 0, y: 100 }],
        ['d', { x: 100, y: 0 }],
        ['d2', { x: 100.5, y: 0 }],
      ]),
      [
        { id: 'ab', a: 'a', b: 'b' },
        { id: 'cd', a: 'c', b: 'd2' },
      ],
      { newNodeId: () => `n${n++}` },
    );
    expect(graph.merged).toEqual(new Map([['d2', 'd']]));
    expect(graph.chains.get('ab')).toEqual(['a', 'n0', 'b']);
    expect(graph.chains.get('cd')).toEqual(['c', 'n0', 'd']);
    expect(graph.nodes.get('n0')).toEqual({ x: 50, y: 50 });
    expect(graph.edges).toHaveLength(4);
  });
});

describe('MeshBuilder', () => {
  it('winds each triangle to face its normal and groups parts by index range', () => {
    const mesh = new MeshBuilder<'a' | 'b'>();
    mesh.part('a');
    mesh.quad([0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 1, 0], [0, 0, -1]);
    mesh.part('b');
    mesh.quad([0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 1, 0], [0, 0, 1]);
    const data = mesh.finish();
    expect(data.groups).toEqual([
      { part: 'a', start: 0, count: 6 },
      { part: 'b', start: 6, count: 6 },
    ]);
    expect(data.indices.slice(0, 3)).toEqual([0, 2, 1]);
    expect(data.indices.slice(6, 9)).toEqual([4, 5, 6]);
  });
});
