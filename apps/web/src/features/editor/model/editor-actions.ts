import {
  ANY_KINDS,
  add,
  type Camera,
  type Corner,
  copiedCameraName,
  createId,
  type Design,
  defineAction,
  type Floor,
  fitOpenings,
  floorOf,
  type Item,
  type ObjectRef,
  type OnFloor,
  type Opening,
  objectsOf,
  pointInPolygon,
  type Room,
  type RoomProps,
  roomOutline,
  settleFloorGeometry,
  updateFloor,
  type Vec2,
  type Wall,
} from '@roomcraft/scene';

/**
 * What moves when a selection moves: corners (walls stretch with them), items, cameras and the
 * objects of the kinds standing free in the plan (`DesignKind.translate`: columns).
 */
export interface MovableParts {
  readonly cornerIds: readonly string[];
  readonly itemIds: readonly string[];
  readonly cameraIds: readonly string[];
  readonly free: readonly ObjectRef[];
}

/** The selected objects of the free-standing kinds, moved by their kind's `translate`. */
function translateFree(floor: Floor, refs: readonly ObjectRef[], delta: Vec2): Floor {
  let next = floor;
  for (const kind of ANY_KINDS) {
    const translate = kind.translate;
    const ids = new Set(refs.filter((r) => r.kind === kind.name).map((r) => r.id));
    if (!translate || ids.size === 0) continue;
    const moved = objectsOf(next, kind).map((o) => (ids.has(o.archiId) ? translate(o, delta) : o));
    next = { ...next, [kind.list]: moved };
  }
  return next;
}

const shifted = <P extends Vec2>(p: P, delta: Vec2): P => ({ ...p, x: p.x + delta.x, y: p.y + delta.y });

/**
 * Moves corners, items and cameras (with what they look at) by the same offset (a room or a mixed
 * selection dragged together); walls stretch with their corners. Like `moveCorner`,
 * `settle: false` during a drag defers joining and room finding to `settleFloor` at its end.
 */
export const translateObjects = defineAction(
  'translateObjects',
  (design: Design, args: OnFloor & MovableParts & { delta: Vec2; settle?: boolean }) =>
    updateFloor(design, args.floorId, (floor) => {
      if (args.delta.x === 0 && args.delta.y === 0) return floor;
      const corners = new Set(args.cornerIds);
      const items = new Set(args.itemIds);
      const cameras = new Set(args.cameraIds);
      const moved: Floor = {
        ...translateFree(floor, args.free, args.delta),
        corners: floor.corners.map((c) =>
          corners.has(c.archiId) ? { ...c, position: add(c.position, args.delta) } : c,
        ),
        items: floor.items.map((it) =>
          items.has(it.archiId) && !it.lock ? { ...it, position: shifted(it.position, args.delta) } : it,
        ),
        cameras: floor.cameras.map((c) =>
          cameras.has(c.archiId)
            ? { ...c, position: shifted(c.position, args.delta), target: shifted(c.target, args.delta) }
            : c,
        ),
      };
      const fitted = { ...moved, openings: fitOpenings(moved) };
      return args.settle === false ? fitted : settleFloorGeometry(floor, fitted);
    }),
);

/**
 * Moves the selection by a small step (the arrow keys): like {@link translateObjects}, settled
 * at once; repeated nudges of the same objects within the history's merge window are one step.
 */
export const nudgeObjects = defineAction(
  'nudgeObjects',
  (design: Design, args: OnFloor & MovableParts & { delta: Vec2 }) =>
    translateObjects(design, { ...args, settle: true }),
  {
    mergeKey: (args) =>
      `nudge:${[...args.cornerIds, ...args.itemIds, ...args.cameraIds, ...args.free.map((r) => r.id)].sort().join(',')}`,
  },
);

/**
 * What Ctrl+C keeps: walls with their corners, the doors and windows in them, room props, items
 * and cameras.
 */
export interface PlanClipboard {
  readonly corners: readonly Corner[];
  readonly walls: readonly Wall[];
  readonly openings: readonly Opening[];
  /** Props of copied rooms with a point inside each, to give them back to the pasted rooms. */
  readonly rooms: readonly { readonly inside: Vec2; readonly props: RoomProps }[];
  readonly items: readonly Item[];
  readonly cameras: readonly Camera[];
}

/**
 * Pastes a clipboard moved by `offset`. `ids` maps every copied id to the id of its copy, so the
 * caller can select what it pasted. Pasted walls join the plan as drawn walls do; a pasted camera
 * whose name the floor has is named as a copy ("Hall (copy)"), so renders from it can be told apart.
 */
export const pastePlan = defineAction(
  'pastePlan',
  (
    design: Design,
    args: OnFloor & { clipboard: PlanClipboard; offset: Vec2; ids: Readonly<Record<string, string>> },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      const { clipboard, offset } = args;
      const id = (old: string) => args.ids[old] ?? old;
      const shift = (p: Vec2) => add(p, offset);
      const drawn: Floor = {
        ...floor,
        corners: [
          ...floor.corners,
          ...clipboard.corners.map((c) => ({ archiId: id(c.archiId), position: shift(c.position) })),
        ],
        walls: [
          ...floor.walls,
          ...clipboard.walls.map((w) => ({
            ...w,
            archiId: id(w.archiId),
            corners: [id(w.corners[0]), id(w.corners[1])] as [string, string],
          })),
        ],
        items: [
          ...floor.items,
          ...clipboard.items.map((it) => ({
            ...it,
            archiId: id(it.archiId),
            position: shifted(it.position, offset),
          })),
        ],
        cameras: withPastedCameras(floor.cameras, clipboard.cameras, offset, id),
      };
      const settled = settleFloorGeometry(floor, drawn);
      const walls = new Set(settled.walls.map((w) => w.archiId));
      const openings = clipboard.openings
        .filter((o) => walls.has(id(o.wallId)))
        .map((o) => ({ ...o, archiId: id(o.archiId), wallId: id(o.wallId) }));
      const withOpenings = { ...settled, openings: [...settled.openings, ...openings] };
      const fitted = { ...withOpenings, openings: fitOpenings(withOpenings) };
      return { ...fitted, rooms: fitted.rooms.map((room) => pastedProps(fitted, room, clipboard, offset)) };
    }),
);

/** The cameras of a floor followed by pasted ones, each named unlike every camera before it. */
function withPastedCameras(
  cameras: readonly Camera[],
  pasted: readonly Camera[],
  offset: Vec2,
  id: (old: string) => string,
): Camera[] {
  const all = [...cameras];
  for (const c of pasted) {
    all.push({
      ...c,
      archiId: id(c.archiId),
      name: copiedCameraName(all, c.name),
      position: shifted(c.position, offset),
      target: shifted(c.target, offset),
    });
  }
  return all;
}

function pastedProps(floor: Floor, room: Room, clipboard: PlanClipboard, offset: Vec2): Room {
  const outline = roomOutline(floor, room);
  const source = clipboard.rooms.find((r) => pointInPolygon(add(r.inside, offset), outline));
  if (!source || room.name || room.type !== 'NONE') return room;
  return { ...room, ...source.props };
}

/** Fresh ids for everything a clipboard holds. */
export function newIdsFor(clipboard: PlanClipboard): Record<string, string> {
  const ids: Record<string, string> = {};
  const { corners, walls, openings, items, cameras } = clipboard;
  for (const list of [corners, walls, openings, items, cameras]) {
    for (const x of list) ids[x.archiId] = createId();
  }
  return ids;
}

/** What a selection moves: its corners, the ends of its walls, its rooms' corners, its items and cameras. */
export function movableParts(floor: Floor, refs: readonly ObjectRef[]): MovableParts {
  const ids = (kind: ObjectRef['kind']) => new Set(refs.filter((r) => r.kind === kind).map((r) => r.id));
  const corners = ids('corner');
  const walls = ids('wall');
  const rooms = ids('room');
  for (const w of floor.walls) if (walls.has(w.archiId)) for (const c of w.corners) corners.add(c);
  for (const r of floor.rooms) {
    if (rooms.has(r.archiId)) for (const c of [...r.corners, ...(r.holes ?? []).flat()]) corners.add(c);
  }
  const free = refs.filter((r) => ANY_KINDS.some((k) => k.translate && k.name === r.kind));
  return { cornerIds: [...corners], itemIds: [...ids('item')], cameraIds: [...ids('camera')], free };
}

/** The active floor of a design. */
export const activeFloor = (design: Design): Floor => floorOf(design, design.activeFloorId);
