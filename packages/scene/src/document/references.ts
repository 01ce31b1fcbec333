import type { Design } from './design.ts';
import type { Floor } from './floor.ts';

/** A problem found in a document: the dotted path of the failing field and a sentence. */
export interface DesignIssue {
  readonly path: string;
  readonly message: string;
}

/** Finds broken references: duplicate ids, walls, openings and rooms pointing at nothing, a missing active floor. */
export function findReferenceIssues(design: Design): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const floorIds = new Set<string>();
  design.floors.forEach((floor, i) => {
    if (floorIds.has(floor.id))
      issues.push({ path: `floors.${i}.id`, message: `duplicate floor id ${floor.id}` });
    floorIds.add(floor.id);
    issues.push(...floorIssues(floor, `floors.${i}`));
  });
  if (!floorIds.has(design.activeFloorId)) {
    issues.push({ path: 'activeFloorId', message: `no floor has id ${design.activeFloorId}` });
  }
  return issues;
}

function floorIssues(floor: Floor, base: string): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const ids = new Set<string>();
  const unique = (id: string, path: string) => {
    if (ids.has(id)) issues.push({ path, message: `duplicate id ${id}` });
    ids.add(id);
  };
  floor.corners.forEach((c, i) => {
    unique(c.archiId, `${base}.corners.${i}.archiId`);
  });
  const corners = new Set(floor.corners.map((c) => c.archiId));
  const walls = new Set<string>();
  floor.walls.forEach((w, i) => {
    unique(w.archiId, `${base}.walls.${i}.archiId`);
    walls.add(w.archiId);
    w.corners.forEach((c, k) => {
      if (!corners.has(c))
        issues.push({ path: `${base}.walls.${i}.corners.${k}`, message: `no corner has id ${c}` });
    });
    if (w.corners[0] === w.corners[1]) {
      issues.push({ path: `${base}.walls.${i}.corners`, message: 'a wall needs two different corners' });
    }
  });
  floor.openings.forEach((o, i) => {
    unique(o.archiId, `${base}.openings.${i}.archiId`);
    if (!walls.has(o.wallId))
      issues.push({ path: `${base}.openings.${i}.wallId`, message: `no wall has id ${o.wallId}` });
  });
  floor.rooms.forEach((r, i) => {
    unique(r.archiId, `${base}.rooms.${i}.archiId`);
    const loops = [r.corners, ...(r.holes ?? [])];
    loops.forEach((loop, l) => {
      const path = l === 0 ? `${base}.rooms.${i}.corners` : `${base}.rooms.${i}.holes.${l - 1}`;
      loop.forEach((c, k) => {
        if (!corners.has(c)) issues.push({ path: `${path}.${k}`, message: `no corner has id ${c}` });
      });
    });
  });
  floor.items.forEach((it, i) => {
    unique(it.archiId, `${base}.items.${i}.archiId`);
  });
  floor.lights.forEach((l, i) => {
    unique(l.archiId, `${base}.lights.${i}.archiId`);
  });
  floor.cameras.forEach((c, i) => {
    unique(c.archiId, `${base}.cameras.${i}.archiId`);
  });
  return issues;
}
