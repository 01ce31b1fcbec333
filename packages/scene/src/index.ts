/**
 * @roomcraft/scene: the design document of a project (floors, walls, openings, rooms, items,
 * lights), its geometry, and the actions and history that edit it. No React, no DOM, no three.js:
 * the server, the editor and the render worker all load it.
 */

export * from './document/design.ts';
export * from './document/floor.ts';
export * from './document/kinds.ts';
export * from './document/migrations/migrate.ts';
export * from './document/normalize.ts';
export * from './document/primitives.ts';
export * from './document/references.ts';
export * from './document/validate.ts';
export * from './editing/action.ts';
export * from './editing/delete-objects.ts';
export * from './editing/floor-actions.ts';
export * from './editing/history.ts';
export * from './editing/patch.ts';
export * from './editing/planarize-floor.ts';
export * from './editing/settle.ts';
export * from './editing/store.ts';
export * from './geometry/area.ts';
export * from './geometry/faces.ts';
export * from './geometry/floor-rooms.ts';
export * from './geometry/inside-rooms.ts';
export * from './geometry/mesh-builder.ts';
export * from './geometry/planarize.ts';
export * from './geometry/polygon.ts';
export * from './geometry/room-finder.ts';
export * from './geometry/room-measure.ts';
export * from './geometry/segment.ts';
export * from './geometry/snapping.ts';
export * from './geometry/triangulate.ts';
export * from './geometry/vector.ts';
export * from './geometry/wall-graph.ts';
export * from './ids.ts';
export * from './kinds/camera/actions.ts';
export * from './kinds/camera/schema.ts';
export * from './kinds/column/index.ts';
export * from './kinds/item/actions.ts';
export * from './kinds/item/footprint.ts';
export * from './kinds/item/group-actions.ts';
export * from './kinds/item/placement-actions.ts';
export * from './kinds/item/schema.ts';
export * from './kinds/kind.ts';
export * from './kinds/light/actions.ts';
export * from './kinds/light/lamp-lights.ts';
export * from './kinds/light/schema.ts';
export * from './kinds/opening/actions.ts';
export * from './kinds/opening/schema.ts';
export * from './kinds/opening/span.ts';
export * from './kinds/registry.ts';
export * from './kinds/room/actions.ts';
export * from './kinds/room/matching.ts';
export * from './kinds/room/schema.ts';
export * from './kinds/wall/actions.ts';
export * from './kinds/wall/mesh.ts';
export * from './kinds/wall/outline.ts';
export * from './kinds/wall/schema.ts';
export * from './map/draw-unit-plan.ts';
export * from './map/map-flip.ts';
export * from './parts/index.ts';
export * from './templates/fit-template.ts';
export * from './templates/place-template.ts';
export * from './templates/room-snapshot.ts';
export * from './templates/template-design.ts';
