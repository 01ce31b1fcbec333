import { z } from 'zod';

/** Ids are opaque strings (compatibility notes): never parse them as numbers. */
export const Id = z.string().min(1).max(64);
export const IdParams = z.object({ id: Id });
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const Password = z.string().min(8).max(200);
export const Nickname = z.string().trim().min(1).max(60);
export const IsoDate = z.string().describe('ISO 8601 date-time');
export const Ok = z.object({ ok: z.literal(true) });
