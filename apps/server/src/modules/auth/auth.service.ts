import { ErrorCode } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { HttpError, invalidField } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import type { EmailVerification } from './email-verification.ts';
import type { Sessions, UserRow } from './sessions.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import type { SocialIdentityProvider } from './social-identity.ts';

export interface AuthServiceDeps {
  db: Kysely<DB>;
  users: UsersRepository;
  usersService: UsersService;
  sessions: Sessions;
  limiter: SignInLimiter;
  verification: EmailVerification;
  /** Absent when the installation offers no social sign-in (outside the demo, until a real provider is configured). */
  social: SocialIdentityProvider | null;
}

export interface SignedIn {
  token: string;
  user: UserRow;
}

const wrongPassword = () =>
  new HttpError(401, ErrorCode.invalidCredentials, 'The e-mail or the password is not right.');

/** Sign-in, sign-up and social sign-in (docs/decisions/authentication.md). */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  async login(email: string, password: string, address: string, userAgent?: string): Promise<SignedIn> {
    await this.deps.limiter.assertAllowed(email, address);
    const user = await this.deps.users.byEmail(email);
    if (!user) {
      await this.deps.limiter.recordFailure(email, address);
      throw new HttpError(401, ErrorCode.notExistUser, 'No account uses this e-mail address.');
    }
    if (!(await verifyPassword(user.password_hash, password))) {
      await this.deps.limiter.recordFailure(email, address);
      throw wrongPassword();
    }
    this.assertActive(user);
    await this.deps.limiter.recordSuccess(email);
    return { token: await this.deps.sessions.open({ userId: user.id }, userAgent), user };
  }

  async signUp(
    input: { email: string; password: string; nickname: string; language?: string },
    origin: string,
  ): Promise<SignedIn> {
    await this.deps.usersService.assertFree(input.email, input.nickname);
    const id = newId();
    await this.deps.db
      .insertInto('users')
      .values({
        id,
        email: input.email,
        nickname: input.nickname,
        name: null,
        password_hash: await hashPassword(input.password),
        role: 'UNDEFINED',
        role_rank: 0,
        enterprise_id: null,
        account_state: 'PENDING',
        active: true,
        sales_account: false,
        language: input.language ?? 'en',
        deleted_at: null,
      })
      .execute();
    const user = (await this.deps.users.byId(id))!;
    await this.deps.verification.send(user, origin);
    return { token: await this.deps.sessions.open({ userId: id }), user };
  }

  /**
   * Links a social identity to the account with the same e-mail on first use, and only when the
   * provider verified that address: an unverified one could be anybody's.
   */
  async socialLogin(accessToken: string, userAgent?: string): Promise<SignedIn> {
    const { social } = this.deps;
    if (!social) throw invalidField('provider', 'social sign-in is not offered by this installation');
    const identity = await social.verify(accessToken);
    if (!identity) throw invalidField('accessToken', 'is not a valid sign-in token');
    const linked = await this.deps.db
      .selectFrom('social_identities')
      .select('user_id')
      .where('provider', '=', 'facebook')
      .where('provider_user_id', '=', identity.providerUserId)
      .executeTakeFirst();
    let user = linked ? await this.deps.users.byId(linked.user_id) : undefined;
    if (!user) {
      if (!identity.email) {
        throw new HttpError(
          400,
          ErrorCode.fbNoEmail,
          'The social account shares no e-mail address; sign in with e-mail instead.',
        );
      }
      if (!identity.emailVerified) {
        throw new HttpError(
          400,
          ErrorCode.fbNoEmail,
          'The social account’s e-mail address is not verified by the provider; sign in with e-mail instead.',
        );
      }
      user = await this.deps.users.byEmail(identity.email);
      if (!user) throw new HttpError(401, ErrorCode.notExistUser, 'No account uses this e-mail address.');
      await this.deps.db
        .insertInto('social_identities')
        .values({ provider: 'facebook', provider_user_id: identity.providerUserId, user_id: user.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    this.assertActive(user);
    return { token: await this.deps.sessions.open({ userId: user.id }, userAgent), user };
  }

  private assertActive(user: UserRow): void {
    if (!user.active) {
      throw new HttpError(
        403,
        ErrorCode.accountDeactivated,
        'This account is deactivated; ask your enterprise manager.',
      );
    }
  }
}
