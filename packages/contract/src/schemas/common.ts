import { z } from 'zod';
import { isCleanLine } from '../input-rules.ts';

/** A one-line string: no control characters (the server also refuses them in every input). */
export const Line = () => z.string().refine(isCleanLine, 'must not contain control characters');

/** Ids are opaque strings (compatibility notes): never parse them as numbers. */
export const Id = Line().min(1).max(64);
export const IdParams = z.object({ id: Id });
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const Password = z.string().min(8).max(200);
export const Nickname = z.string().trim().min(1).max(60);
export const IsoDate = z.string().describe('ISO 8601 date-time');
export const Ok = z.object({ ok: z.literal(true) });
