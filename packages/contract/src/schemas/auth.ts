import { z } from 'zod';
import { Email, Nickname, Password } from './common.ts';
import { User } from './users.ts';

export const LoginBody = z.object({ email: Email, password: z.string().min(1).max(200) });
export const LoginAnswer = z.object({ token: z.string(), user: User });

export const SignUpBody = z.object({
  email: Email,
  password: Password,
  nickname: Nickname,
  language: z.enum(['ko', 'en']).optional(),
});

export const VerifyEmailBody = z.object({ email: Email });
export const VerifyEmailAnswer = z.object({ sent: z.boolean() });
export const ConfirmEmailBody = z.object({ token: z.string().min(10).max(200) });

export const SocialLoginBody = z.object({
  provider: z.enum(['facebook']),
  accessToken: z.string().min(1).max(4000),
});

export const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export const OutboxAnswer = z.object({ mails: z.array(OutboxMail) });
