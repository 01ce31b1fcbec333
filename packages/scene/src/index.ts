/**
 * @roomcraft/scene: the design document of a project (floors, walls, openings, rooms, items,
 * lights), its geometry, and the actions and history that edit it. No React, no DOM, no three.js:
 * the server, the editor and the render worker all load it.
 */

export * from './document/camera.ts';
export * from './document/design.ts';
export * from './document/floor.ts';
export * from './document/item.ts';
export * from './document/kinds.ts';
export * from './document/light.ts';
export * from './document/migrations/migrate.ts';
export * from './document/normalize.ts';
export * from './document/opening.ts';
export * from './document/primitives.ts';
export * from './document/references.ts';
export * from './document/room.ts';
export * from './document/validate.ts';
export * from './document/wall.ts';
export * from './editing/action.ts';
export * from './editing/camera-actions.ts';
export * from './editing/delete-objects.ts';
export * from './editing/floor-actions.ts';
export * from './editing/history.ts';
export * from './editing/item-actions.ts';
export * from './editing/item-group-actions.ts';
export * from './editing/item-placement-actions.ts';
export * from './editing/light-actions.ts';
export * from './editing/opening-actions.ts';
export * from './editing/patch.ts';
export * from './editing/planarize-floor.ts';
export * from './editing/room-actions.ts';
export * from './editing/room-matching.ts';
export * from './editing/settle.ts';
export * from './editing/store.ts';
export * from './editing/wall-actions.ts';
export * from './geometry/area.ts';
export * from './geometry/faces.ts';
export * from './geometry/floor-rooms.ts';
export * from './geometry/footprint.ts';
export * from './geometry/inside-rooms.ts';
export * from './geometry/mesh-builder.ts';
export * from './geometry/opening-span.ts';
export * from './geometry/planarize.ts';
export * from './geometry/polygon.ts';
export * from './geometry/room-finder.ts';
export * from './geometry/room-measure.ts';
export * from './geometry/segment.ts';
export * from './geometry/snapping.ts';
export * from './geometry/triangulate.ts';
export * from './geometry/vector.ts';
export * from './geometry/wall-graph.ts';
export * from './geometry/wall-mesh.ts';
export * from './geometry/wall-outline.ts';
export * from './ids.ts';
export * from './parts/index.ts';
export * from './templates/fit-template.ts';
export * from './templates/place-template.ts';
export * from './templates/room-snapshot.ts';
export * from './templates/template-design.ts';
