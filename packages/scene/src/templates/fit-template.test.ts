import { describe, expect, it } from 'vitest';
import { DesignStore } from '../editing/store.ts';
import { pointInPolygon } from '../geometry/polygon.ts';
import { addOpening, addRectangularRoom, createEmptyDesign, type Design } from '../index.ts';
import { addItem } from '../kinds/item/actions.ts';
import { fitTemplate, footprint, measureTemplateFit, type TemplateLayout } from './fit-template.ts';
import { placeTemplate } from './place-template.ts';
import { roomShape, takeRoomSnapshot } from './room-snapshot.ts';

const SOFA = { width: 2000, depth: 900, height: 800 };
const SHELF = { width: 1200, depth: 300, height: 400 };

/** A room drawn with the editor's actions, with a swing door in a chosen wall. */
function room(
  width: number,
  depth: number,
  door: { wall: 'top' | 'bottom' | 'left' | 'right'; at: number },
): Design {
  let design = addRectangularRoom(createEmptyDesign(), {
    origin: { x: 0, y: 0 },
    width,
    depth,
    type: 'LIVING',
  });
  const floor = design.floors[0]!;
  const p = (id: string) => floor.corners.find((c) => c.archiId === id)!.position;
  const on = {
    top: (a: { x: number; y: number }, b: { x: number; y: number }) => a.y === 0 && b.y === 0,
    bottom: (a: { x: number; y: number }, b: { x: number; y: number }) => a.y === depth && b.y === depth,
    left: (a: { x: number; y: number }, b: { x: number; y: number }) => a.x === 0 && b.x === 0,
    right: (a: { x: number; y: number }, b: { x: number; y: number }) => a.x === width && b.x === width,
  }[door.wall];
  const wall = floor.walls.find((w) => on(p(w.corners[0]), p(w.corners[1])))!;
  // Flipped: the door opens into the room (a rectangle's walls have the outside on their left).
  design = addOpening(design, {
    wallId: wall.archiId,
    editorTypeCode: 51,
    offset: door.at,
    width: 900,
    flipped: true,
  });
  return design;
}

function layoutFrom(design: Design): TemplateLayout {
  let furnished = addItem(design, {
    productId: 'sofa',
    editorTypeCode: 10,
    position: { x: 2000, y: 500, z: 0 },
  });
  furnished = addItem(furnished, {
    productId: 'shelf',
    editorTypeCode: 30,
    position: { x: 200, y: 1500, z: 1400 },
    rotation: { z: Math.PI / 2 },
  });
  furnished = addItem(furnished, {
    productId: 'lamp',
    editorTypeCode: 40,
    position: { x: 2000, y: 1500, z: 2000 },
  });
  const floor = furnished.floors[0]!;
  const snap = takeRoomSnapshot(floor, floor.rooms[0]!.archiId)!;
  const sizes: Record<string, typeof SOFA> = {
    sofa: SOFA,
    shelf: SHELF,
    lamp: { width: 500, depth: 500, height: 600 },
  };
  return { room: snap.room, products: snap.items.map((i) => ({ ...i, size: sizes[i.productId] })) };
}

const target = (design: Design) => roomShape(design.floors[0]!, design.floors[0]!.rooms[0]!.archiId)!;

describe('fitting a template to a room', () => {
  const template = layoutFrom(room(4000, 3000, { wall: 'bottom', at: 2000 }));

  it('scales the layout to a larger room and keeps products against their walls', () => {
    const bigger = target(room(6000, 4000, { wall: 'bottom', at: 3000 }));
    const { items, skipped, quarterTurns } = fitTemplate(template, bigger);
    expect(quarterTurns).toBe(0);
    expect(skipped).toEqual([]);
    const sofa = items.find((i) => i.productId === 'sofa')!;
    // Its back stays 5 cm from the top wall's inner face (y = 50), its centre follows the room's middle.
    expect(sofa.position.y).toBeCloseTo(500);
    expect(sofa.position.x).toBeCloseTo(3000, -1);
    const shelf = items.find((i) => i.productId === 'shelf')!;
    expect(shelf.position.x).toBeCloseTo(200);
    const lamp = items.find((i) => i.productId === 'lamp')!;
    expect(lamp.position.x).toBeCloseTo(3000, -1);
    for (const item of items) expect(pointInPolygon(item.position, bigger.outline)).toBe(true);
  });

  it('turns the layout for a room standing the other way, and keeps clear of walls', () => {
    const portrait = target(room(3000, 4000, { wall: 'left', at: 2000 }));
    const { items, quarterTurns, skipped } = fitTemplate(template, portrait);
    expect(quarterTurns % 2).toBe(1);
    expect(skipped).toEqual([]);
    const sofa = items.find((i) => i.productId === 'sofa')!;
    for (const corner of footprint({ ...sofa, size: SOFA })) {
      expect(corner.x).toBeGreaterThanOrEqual(50 - 1);
      expect(corner.x).toBeLessThanOrEqual(2950 + 1);
    }
  });

  it('moves a product out of a door’s swing, or leaves it out when it cannot move', () => {
    // The door is where the sofa would go, in the top wall; the sofa slides along the wall past it.
    const doorAbove = target(room(4000, 3000, { wall: 'top', at: 1200 }));
    const { items } = fitTemplate(template, doorAbove, 0);
    const sofa = items.find((i) => i.productId === 'sofa');
    expect(sofa).toBeDefined();
    const corners = footprint({ ...sofa!, size: SOFA });
    const xs = corners.map((c) => c.x);
    const inSwing =
      Math.max(...xs) > 750 && Math.min(...xs) < 1650 && Math.min(...corners.map((c) => c.y)) < 50 + 900;
    expect(sofa!.position.y).toBeCloseTo(500);
    expect(inSwing).toBe(false);
    const tiny = target(room(1500, 1500, { wall: 'top', at: 750 }));
    const squeezed = fitTemplate(template, tiny, 0);
    expect(squeezed.skipped.map((s) => s.productId)).toContain('sofa');
  });

  it('keeps clear only of doors that open into the room', () => {
    const inwards = target(room(4000, 3000, { wall: 'top', at: 1200 }));
    expect(inwards.openings[0]).toMatchObject({ kind: 'door', swing: 900 });
    let outwardsDesign = addRectangularRoom(createEmptyDesign(), {
      origin: { x: 0, y: 0 },
      width: 4000,
      depth: 3000,
    });
    const wall = outwardsDesign.floors[0]!.walls[0]!;
    outwardsDesign = addOpening(outwardsDesign, {
      wallId: wall.archiId,
      editorTypeCode: 51,
      offset: 1200,
      width: 900,
    });
    expect(target(outwardsDesign).openings[0]).toMatchObject({ kind: 'door', swing: 0 });
  });

  it('measures the fit: the same room scores best, a very different one worse', () => {
    const same = measureTemplateFit(template, target(room(4000, 3000, { wall: 'bottom', at: 2000 }))).fit;
    const similar = measureTemplateFit(template, target(room(4400, 3200, { wall: 'bottom', at: 2400 }))).fit;
    const far = measureTemplateFit(template, target(room(9000, 2000, { wall: 'left', at: 1000 }))).fit;
    expect(same.score).toBeGreaterThan(0.99);
    expect(similar.score).toBeGreaterThan(far.score);
    expect(similar.score).toBeLessThan(same.score);
  });

  it('places the fitted products as one undo step', () => {
    const design = room(5000, 3500, { wall: 'bottom', at: 2500 });
    const store = new DesignStore(design);
    const { items } = fitTemplate(template, target(design));
    store.dispatch(placeTemplate, { items });
    expect(store.getSnapshot().design.floors[0]!.items).toHaveLength(3);
    store.undo();
    expect(store.getSnapshot().design.floors[0]!.items).toHaveLength(0);
  });
});
