import { authRoutes as r } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { isLoopbackCaller } from '../../http/loopback.ts';
import { bind } from '../../http/routes.ts';
import type { Mailer } from '../mail/mailer.ts';
import { presentUser } from '../users/user.presenter.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AuthService, SignedIn } from './auth.service.ts';
import type { EmailVerification } from './email-verification.ts';
import type { Sessions } from './sessions.ts';

export interface AuthRouteDeps {
  auth: AuthService;
  sessions: Sessions;
  verification: EmailVerification;
  users: UsersRepository;
  mailer: Mailer;
  db: Kysely<DB>;
  publicUrl: string;
  /** The demo installation: its outbox is open to callers on this machine. */
  demo: boolean;
}

const answer = ({ token, user }: SignedIn) => ({ token, user: presentUser(user) });

export function authBindings(deps: AuthRouteDeps) {
  const login = bind(r.login, async ({ body, request }) =>
    answer(await deps.auth.login(body.email, body.password, request.ip, request.headers['user-agent'])),
  );
  return [
    login,
    bind(r.loginV2, login.handler as never),
    bind(r.socialLogin, async ({ body, request }) =>
      answer(await deps.auth.socialLogin(body.accessToken, request.headers['user-agent'])),
    ),
    bind(r.signUp, async ({ body, request }) =>
      answer(await deps.auth.signUp(body, request.headers.origin ?? deps.publicUrl)),
    ),
    bind(r.verifyEmail, async ({ body, request }) => {
      const user = await deps.users.byEmail(body.email);
      // The answer is the same whether or not the address exists, so it cannot be used to probe for accounts.
      if (user && user.account_state === 'PENDING') {
        await deps.verification.send(user, request.headers.origin ?? deps.publicUrl);
      }
      return { sent: true };
    }),
    bind(r.confirmEmail, async ({ body }) => {
      const userId = await deps.verification.confirm(body.token);
      const user = await deps.users.byId(userId);
      if (!user) throw notFound('user');
      return { user: presentUser(user) };
    }),
    bind(r.logout, async ({ principal }) => {
      await deps.sessions.revoke(principal!.sessionId);
      return { ok: true as const };
    }),
    bind(r.outbox, async ({ query, principal, request }) => {
      // The outbox holds every verification link: operators, or the demo's own machine, only
      // (docs/decisions/authentication.md). Anyone else is told there is none.
      const reader = principal?.kind === 'operator' || (deps.demo && isLoopbackCaller(request));
      if (!deps.mailer.local || !reader) throw notFound('outbox');
      let q = deps.db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(50);
      if (query.email) q = q.where('to_address', '=', query.email.toLowerCase());
      const rows = await q.execute();
      return {
        mails: rows.map((m) => ({
          id: m.id,
          to: m.to_address,
          subject: m.subject,
          text: m.text,
          link: m.link,
          createdAt: m.created_at.toISOString(),
        })),
      };
    }),
  ];
}
