import { z } from 'zod';
import { Email, Id, IsoDate, Nickname, Password } from './common.ts';

export const Operator = z.object({ id: Id, email: z.string(), name: z.string(), createdAt: IsoDate });
export const OperatorLoginAnswer = z.object({ token: z.string(), operator: Operator });
export const OperatorAnswer = z.object({ operator: Operator });

export const CreateEnterpriseBody = z.object({
  name: z.string().trim().min(1).max(100),
  url: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$/, 'lowercase letters, digits and dashes, 3 to 50'),
  seats: z.number().int().min(3).max(50).default(10),
  admin: z.object({ email: Email, nickname: Nickname, password: Password }),
});
