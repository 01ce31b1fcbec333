export * from './materials.ts';
export * from './scene-parts.ts';
