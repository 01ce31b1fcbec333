/**
 * @roomcraft/scene/three: the three.js scene of a design, built from the same scene parts the render
 * export writes, for the editor's 3D view; and the placement rules of items. Kept apart from the
 * package's main entry so the server never loads three.js.
 */

export * from './architecture-layer.ts';
export * from './daylight.ts';
export * from './gltf-loader.ts';
export * from './item-layer.ts';
export * from './light-layer.ts';
export * from './mesh-geometry.ts';
export * from './model-cache.ts';
export * from './parts-cache.ts';
export * from './placeholder.ts';
export * from './placement/index.ts';
export * from './scene-group.ts';
export * from './surface-materials.ts';
export * from './textures.ts';
