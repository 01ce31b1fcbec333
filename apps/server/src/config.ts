import { join, resolve } from 'node:path';
import { type BlobStoreConfig, blobStoreConfig } from './modules/blobs/blob-store-config.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** BLOB_STORE: files under DATA_DIR/blobs (unset) or `s3://bucket[/prefix]` (docs/decisions/blob-stores.md). */
  blobStore: BlobStoreConfig;
  databaseUrl: string | undefined;
  /** Where links in e-mails point. */
  publicUrl: string;
  bases: { api: string; ops: string; auth: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Serve the built web app from this folder when it exists. */
  webDist: string | undefined;
  sessionDays: number;
  /** What render servers send in x-render-server-token to download image archives; unset refuses them. */
  renderServerToken: string | undefined;
  logLevel: string;
  /**
   * The demo installation (DEMO, on unless `0`): demo people and catalogue, the local social sign-in
   * provider, and the mail outbox for callers on this machine.
   */
  demo: boolean;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For names the caller (`true` for any, or addresses and
   * CIDRs separated by commas). Unset, none: the caller is the socket's peer, so nobody can pick
   * the address the sign-in limiter counts by writing a header.
   */
  trustProxy: boolean | string[];
  /** SOCIAL_SECRET: signs the local social provider's tokens; unset, one is made per installation. */
  socialSecret: string | undefined;
  /**
   * The outside address services (docs/decisions/map-floorplans.md): JUSO_API_KEY / KAKAO_REST_API_KEY
   * switch from the bundled sample to the real service at JUSO_API_URL / KAKAO_API_URL, each call
   * waiting ADDRESS_TIMEOUT_MS at most.
   */
  addressServices: {
    juso: { baseUrl: string; key: string | undefined };
    kakao: { baseUrl: string; key: string | undefined };
    timeoutMs: number;
  };
  /**
   * PAYMENT_PROVIDER: `local` (default; no network, simulated checkout) or `stripe`, which needs
   * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (no defaults: the server refuses to start without).
   */
  payments:
    | { provider: 'local' }
    | { provider: 'stripe'; stripe: { secretKey: string; webhookSecret: string } };
  /**
   * Hosts a webhook may reach although they resolve to a loopback or private address. Never read
   * from the environment: empty in every installation, set only by tests for their local receiver.
   */
  webhookPrivateHostsAllowed: readonly string[];
}

/** Reads the configuration from the environment; every value but a secret has a working default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    blobStore: blobStoreConfig(env, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    bases: { api: env.API_BASE ?? '/api', ops: env.OPS_BASE ?? '/ops', auth: env.AUTH_BASE ?? '/auth' },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Roomcraft <no-reply@roomcraft.local>',
    webDist: env.WEB_DIST ?? join(import.meta.dirname, '../../web/dist'),
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    renderServerToken: env.RENDER_SERVER_TOKEN || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    demo: env.DEMO !== '0',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    socialSecret: env.SOCIAL_SECRET || undefined,
    addressServices: {
      juso: {
        baseUrl: env.JUSO_API_URL ?? 'https://business.juso.go.kr',
        key: env.JUSO_API_KEY || undefined,
      },
      kakao: {
        baseUrl: env.KAKAO_API_URL ?? 'https://dapi.kakao.com',
        key: env.KAKAO_REST_API_KEY || undefined,
      },
      timeoutMs: Number(env.ADDRESS_TIMEOUT_MS ?? 5000),
    },
    payments: paymentsOf(env),
    webhookPrivateHostsAllowed: [],
  };
}

function paymentsOf(env: NodeJS.ProcessEnv): Config['payments'] {
  const provider = env.PAYMENT_PROVIDER ?? 'local';
  if (provider === 'local') return { provider };
  if (provider !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be local or stripe, not ${provider}.`);
  const secretKey = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !webhookSecret) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  }
  return { provider, stripe: { secretKey, webhookSecret } };
}

function trustedProxies(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}
