export * from './cutaway.ts';
export * from './materials.ts';
export * from './scene-parts.ts';
export * from './texture-coordinates.ts';
