import { z } from 'zod';
import { defineRoute } from '../route.ts';
import {
  ConfirmEmailBody,
  LoginAnswer,
  LoginBody,
  OutboxAnswer,
  SignUpBody,
  SocialLoginBody,
  VerifyEmailAnswer,
  VerifyEmailBody,
} from '../schemas/auth.ts';
import { Ok } from '../schemas/common.ts';
import { UserAnswer } from '../schemas/users.ts';

const tags = ['auth'];

export const authRoutes = {
  login: defineRoute({
    surface: 'auth',
    method: 'POST',
    path: '/login',
    access: 'public',
    summary: 'Sign in with e-mail and password',
    tags,
    body: LoginBody,
    response: LoginAnswer,
  }),
  loginV2: defineRoute({
    surface: 'api',
    method: 'POST',
    path: '/v2/auth/login',
    access: 'public',
    summary: 'Sign in with e-mail and password (main API form)',
    tags,
    body: LoginBody,
    response: LoginAnswer,
  }),
  socialLogin: defineRoute({
    surface: 'auth',
    method: 'POST',
    path: '/social/login',
    access: 'public',
    summary: 'Sign in with a social identity; FB_NO_EMAIL when the identity has no e-mail',
    tags,
    body: SocialLoginBody,
    response: LoginAnswer,
  }),
  signUp: defineRoute({
    surface: 'auth',
    method: 'POST',
    path: '/signup',
    access: 'public',
    summary: 'Sign up as a personal user; the account stays PENDING until the e-mail is verified',
    tags,
    body: SignUpBody,
    response: LoginAnswer,
    status: 201,
  }),
  verifyEmail: defineRoute({
    surface: 'auth',
    method: 'POST',
    path: '/verify-email',
    access: 'public',
    summary: 'Send an e-mail verification link',
    tags,
    body: VerifyEmailBody,
    response: VerifyEmailAnswer,
  }),
  confirmEmail: defineRoute({
    surface: 'auth',
    method: 'POST',
    path: '/verify-email/confirm',
    access: 'public',
    summary: 'Confirm an e-mail address with the token of its verification link',
    tags,
    body: ConfirmEmailBody,
    response: UserAnswer,
  }),
  logout: defineRoute({
    surface: 'auth',
    method: 'POST',
    path: '/logout',
    access: 'session',
    summary: 'End the current session',
    tags,
    response: Ok,
  }),
  outbox: defineRoute({
    surface: 'auth',
    method: 'GET',
    path: '/dev/outbox',
    access: 'public',
    summary: 'Mails sent while no SMTP transport is configured (development only)',
    tags,
    query: z.object({ email: z.string().max(254).optional() }),
    response: OutboxAnswer,
  }),
};
