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
   * Hosts a webhook may reach although they resolve to a loopback or private address. Never read
   * from the environment: empty in every installation, set only by tests for their local receiver.
   */
  webhookPrivateHostsAllowed: readonly string[];
}

/** Reads the configuration from the environment; every value has a working default. */
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
    webhookPrivateHostsAllowed: [],
  };
}

function trustedProxies(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}
