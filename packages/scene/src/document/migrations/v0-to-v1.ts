import { z } from 'zod';
import { type DesignMigration, DesignMigrationError } from './step.ts';

const metres = z.number().finite();

/**
 * Version 0, the prototype's format: lengths in metres, one floor at the top level, walls with
 * `start`/`end` corner ids, doors and windows in one list, items at a plan point.
 */
const V0Schema = z.object({
  version: z.literal(0),
  corners: z.array(z.object({ id: z.string(), x: metres, y: metres })),
  walls: z.array(
    z.object({ id: z.string(), start: z.string(), end: z.string(), thickness: metres, height: metres }),
  ),
  openings: z
    .array(
      z.object({
        id: z.string(),
        wallId: z.string(),
        kind: z.enum(['door', 'window']),
        at: metres,
        width: metres,
      }),
    )
    .default([]),
  rooms: z.array(z.object({ id: z.string(), name: z.string(), corners: z.array(z.string()) })).default([]),
  items: z
    .array(z.object({ id: z.string(), productId: z.string(), x: metres, y: metres, rotation: z.number() }))
    .default([]),
});

const mm = (m: number) => Math.round(m * 1000 * 100) / 100;

/** v0 → v1: metres become millimetres, the top-level plan becomes the first floor "1F". */
export const v0ToV1: DesignMigration = {
  from: 0,
  to: 1,
  up(json) {
    const parsed = V0Schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new DesignMigrationError(issue.path.join('.'), issue.message);
    }
    const v0 = parsed.data;
    const wallHeight = Math.max(0, ...v0.walls.map((w) => mm(w.height)));
    const floor = {
      id: 'floor-1',
      title: '1F',
      elevation: 0,
      height: wallHeight || 2400,
      corners: v0.corners.map((c) => ({ archiId: c.id, position: { x: mm(c.x), y: mm(c.y) } })),
      walls: v0.walls.map((w) => ({
        archiId: w.id,
        corners: [w.start, w.end],
        thickness: mm(w.thickness),
        height: mm(w.height),
        finishes: {},
      })),
      openings: v0.openings.map((o) => {
        const door = o.kind === 'door';
        return {
          archiId: o.id,
          wallId: o.wallId,
          editorTypeCode: door ? 51 : 58,
          offset: mm(o.at),
          width: mm(o.width),
          height: door ? 2100 : 1200,
          sillHeight: door ? 0 : 900,
          openingDirection: 'PULL',
          handlePosition: 'LEFT',
        };
      }),
      rooms: v0.rooms.map((r) => ({
        archiId: r.id,
        corners: r.corners,
        name: r.name,
        type: 'NONE',
        hideCeiling: false,
      })),
      items: v0.items.map((it) => ({
        archiId: it.id,
        productId: it.productId,
        editorTypeCode: 10,
        position: { x: mm(it.x), y: mm(it.y), z: 0 },
        rotation: { z: it.rotation },
        scale: { x: 1, y: 1, z: 1 },
        lock: false,
        visible: true,
      })),
      lights: [],
    };
    return { version: 1, floors: [floor], activeFloorId: floor.id };
  },
};
