export * from './document/design.ts';
