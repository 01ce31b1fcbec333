export * from './cutaway.ts';
export * from './lamp-lights.ts';
export * from './materials.ts';
export * from './scene-parts.ts';
export * from './texture-coordinates.ts';
