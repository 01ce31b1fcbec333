import type { IdentityTables } from './tables/identity.ts';

/** Every table of the platform; each domain declares its own in `tables/`. */
export interface DB extends IdentityTables {}
