import { z } from 'zod';
import { createFloor, FloorSchema } from './floor.ts';
import { IdSchema } from './primitives.ts';

/** The version of the design document this code writes; older ones are migrated on load. */
export const CURRENT_DESIGN_VERSION = 2;

/**
 * The design document of a project: its floors and which one the editor shows. Its shape only;
 * {@link validateDesign} also checks that references between objects hold.
 */
export const DesignSchema = z.strictObject({
  version: z.literal(CURRENT_DESIGN_VERSION),
  floors: z.array(FloorSchema).min(1),
  activeFloorId: IdSchema,
});

/** A design document. */
export type Design = z.infer<typeof DesignSchema>;

/** Makes a design with one empty floor (elevation 0, storey height 2400 mm). */
export function createEmptyDesign(options: { floorTitle?: string; floorId?: string } = {}): Design {
  const floor = createFloor({ id: options.floorId, title: options.floorTitle ?? '1F' });
  return { version: CURRENT_DESIGN_VERSION, floors: [floor], activeFloorId: floor.id };
}
