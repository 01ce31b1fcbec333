import { describe, expect, it } from 'vitest';
import { SQUARE_METRES_PER_PYEONG, squareMetresToPyeong, squareMillimetresToSquareMetres } from './area.ts';
import {
  boundsOf,
  boundsOverlap,
  interiorPoint,
  pointInPolygon,
  polygonArea,
  polygonCentroid,
  signedArea,
} from './polygon.ts';
import {
  distancePointToSegment,
  lineIntersection,
  projectOntoSegment,
  segmentIntersection,
} from './segment.ts';
import { triangulatePolygon } from './triangulate.ts';
import {
  add,
  angleOf,
  cross,
  distance,
  dot,
  fromAngle,
  leftNormal,
  length,
  lerp,
  near,
  normalize,
  rightNormal,
  scale,
  sub,
  vec2,
} from './vector.ts';

describe('vectors', () => {
  it('does plan arithmetic with y pointing down', () => {
    const a = vec2(3, 4);
    expect(add(a, vec2(1, 1))).toEqual({ x: 4, y: 5 });
    expect(sub(a, vec2(1, 1))).toEqual({ x: 2, y: 3 });
    expect(scale(a, 2)).toEqual({ x: 6, y: 8 });
    expect([dot(a, vec2(1, 0)), cross(vec2(1, 0), vec2(0, 1)), length(a), distance(a, vec2(0, 0))]).toEqual([
      3, 1, 5, 5,
    ]);
    expect(normalize(a)).toEqual({ x: 0.6, y: 0.8 });
    expect(normalize(vec2(0, 0))).toEqual({ x: 0, y: 0 });
    expect(lerp(vec2(0, 0), vec2(10, 20), 0.25)).toEqual({ x: 2.5, y: 5 });
    // Walking right on screen, the left hand points up (−y) and the right hand down (+y).
    expect(leftNormal(vec2(1, 0))).toEqual({ x: 0, y: -1 });
    expect(rightNormal(vec2(1, 0))).toEqual({ x: -0, y: 1 });
    expect(angleOf(vec2(0, 1))).toBeCloseTo(Math.PI / 2, 12);
    expect(fromAngle(Math.PI).x).toBeCloseTo(-1, 12);
    expect([near(a, vec2(3, 4.5), 0.5), near(a, vec2(3, 4.6), 0.5)]).toEqual([true, false]);
  });
});

describe('segments', () => {
  const s = { a: vec2(0, 0), b: vec2(1000, 0) };
  it('projects points onto a segment, clamped to its ends', () => {
    expect(projectOntoSegment(vec2(250, 30), s)).toEqual({ t: 0.25, point: { x: 250, y: 0 }, distance: 30 });
    expect(projectOntoSegment(vec2(-300, 400), s)).toMatchObject({ t: 0, distance: 500 });
    expect(distancePointToSegment(vec2(1300, 400), s)).toBe(500);
  });

  it('intersects lines and segments, and reports parallel ones as missing', () => {
    expect(lineIntersection(vec2(0, 0), vec2(1, 0), vec2(5, -5), vec2(0, 1))).toEqual({ x: 5, y: 0 });
    expect(lineIntersection(vec2(0, 0), vec2(1, 0), vec2(0, 5), vec2(2, 0))).toBeUndefined();
    expect(segmentIntersection(s, { a: vec2(500, -10), b: vec2(500, 10) })).toEqual({
      point: { x: 500, y: 0 },
      t: 0.5,
      u: 0.5,
    });
    expect(segmentIntersection(s, { a: vec2(500, 1), b: vec2(500, 10) })).toBeUndefined();
  });
});

describe('polygons and areas', () => {
  const l = [vec2(0, 0), vec2(6000, 0), vec2(6000, 2000), vec2(2000, 2000), vec2(2000, 4000), vec2(0, 4000)];
  it('measures signed and unsigned area, centroid and bounds', () => {
    expect(signedArea(l)).toBe(6000 * 2000 + 2000 * 2000);
    expect(signedArea([...l].reverse())).toBe(-(6000 * 2000 + 2000 * 2000));
    expect(polygonArea([...l].reverse())).toBe(16e6);
    const c = polygonCentroid(l);
    expect(c.x).toBeCloseTo((12e6 * 3000 + 4e6 * 1000) / 16e6, 9);
    expect(c.y).toBeCloseTo((12e6 * 1000 + 4e6 * 3000) / 16e6, 9);
    expect(boundsOf(l)).toEqual({ minX: 0, minY: 0, maxX: 6000, maxY: 4000 });
    expect(boundsOverlap(boundsOf(l), { minX: 6000, minY: 4000, maxX: 7000, maxY: 5000 })).toBe(true);
    expect(boundsOverlap(boundsOf(l), { minX: 6001, minY: 0, maxX: 7000, maxY: 5000 })).toBe(false);
  });

  it('tests points in a concave polygon and finds a label point inside it', () => {
    expect(pointInPolygon(vec2(1000, 3000), l)).toBe(true);
    expect(pointInPolygon(vec2(4000, 3000), l)).toBe(false);
    const u = [
      vec2(0, 0),
      vec2(900, 0),
      vec2(900, 1000),
      vec2(600, 1000),
      vec2(600, 100),
      vec2(300, 100),
      vec2(300, 1000),
      vec2(0, 1000),
    ];
    expect(pointInPolygon(polygonCentroid(u), u)).toBe(false);
    expect(pointInPolygon(interiorPoint(u), u)).toBe(true);
    expect(interiorPoint(l)).toEqual(polygonCentroid(l));
  });

  it('converts mm² to m² to the square centimetre and m² to pyeong', () => {
    expect(squareMillimetresToSquareMetres(11_310_049)).toBe(11.31);
    expect(squareMillimetresToSquareMetres(11_310_051)).toBe(11.3101);
    expect(SQUARE_METRES_PER_PYEONG).toBeCloseTo(3.305785, 6);
    expect(squareMetresToPyeong(33.05785)).toBe(10);
  });
});

describe('triangulatePolygon', () => {
  it('triangulates a concave polygon into triangles covering its area, skipping collinear points', () => {
    const u = [
      vec2(0, 0),
      vec2(900, 0),
      vec2(900, 1000),
      vec2(600, 1000),
      vec2(600, 100),
      vec2(300, 100),
      vec2(300, 1000),
      vec2(0, 1000),
      vec2(0, 500),
    ];
    for (const polygon of [u, [...u].reverse()]) {
      const triangles = triangulatePolygon(polygon);
      expect(triangles.length).toBeLessThanOrEqual(polygon.length - 2);
      const areas = triangles.map((t) => signedArea(t.map((i) => polygon[i]!)));
      // Same turn as the polygon and never a zero-area triangle.
      expect(areas.every((a) => a !== 0 && Math.sign(a) === Math.sign(signedArea(polygon)))).toBe(true);
      expect(areas.reduce((s, a) => s + Math.abs(a), 0)).toBe(polygonArea(polygon));
    }
  });
});
