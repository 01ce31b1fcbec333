import type { DesignMigration } from './step.ts';

/** v1 → v2: floors gain a list of saved cameras, empty in every older document. */
export const v1ToV2: DesignMigration = {
  from: 1,
  to: 2,
  up(json) {
    const floors = Array.isArray(json.floors) ? json.floors : [];
    return {
      ...json,
      version: 2,
      floors: floors.map((floor: unknown) =>
        typeof floor === 'object' && floor !== null ? { cameras: [], ...floor } : floor,
      ),
    };
  },
};
