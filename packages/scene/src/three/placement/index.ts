export * from './overlaps.ts';
export * from './place-item.ts';
export * from './snapping.ts';
