import type { Floor } from '../document/floor.ts';
import { sameCutaway } from '../parts/cutaway.ts';
import { describeFloor, type SceneParts, type ScenePartsOptions } from '../parts/scene-parts.ts';

/**
 * Describes a floor again after each edit, reusing the architecture meshes when walls, corners,
 * openings, rooms and heights are the very same objects (the document is immutable): moving an item
 * then costs only its own part, and the scene's update finds every mesh unchanged by identity.
 * A new `productLights` lookup (lamp data arrived) describes items and lights again.
 */
export class ScenePartsCache {
  private last: { floor: Floor; options: ScenePartsOptions; parts: SceneParts } | undefined;

  describe(floor: Floor, options: ScenePartsOptions): SceneParts {
    const last = this.last;
    const sameArchitecture =
      last !== undefined &&
      last.options.ceilings === options.ceilings &&
      sameCutaway(last.options.cutaway, options.cutaway) &&
      last.floor.walls === floor.walls &&
      last.floor.corners === floor.corners &&
      last.floor.openings === floor.openings &&
      last.floor.rooms === floor.rooms &&
      last.floor.height === floor.height &&
      last.floor.elevation === floor.elevation;
    let parts: SceneParts;
    if (last && sameArchitecture) {
      if (last.floor === floor && last.options.productLights === options.productLights) return last.parts;
      // Items and lights only: describe them without the architecture and keep the old meshes.
      const rest = describeFloor({ ...floor, walls: [], corners: [], openings: [], rooms: [] }, options);
      parts = { ...rest, meshes: last.parts.meshes };
    } else {
      parts = describeFloor(floor, options);
    }
    this.last = { floor, options, parts };
    return parts;
  }
}
