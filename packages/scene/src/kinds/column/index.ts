export * from './actions.ts';
export * from './geometry.ts';
export * from './kind.ts';
export * from './schema.ts';
