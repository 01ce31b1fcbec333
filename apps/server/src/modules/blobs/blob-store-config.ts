import { join } from 'node:path';
import { type BlobStore, FileBlobStore } from './blob-store.ts';
import { S3BlobStore, type S3Location } from './s3-blob-store.ts';

export type BlobStoreConfig = { kind: 'file'; root: string } | ({ kind: 's3' } & S3Location);

const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

/**
 * BLOB_STORE: unset, files under DATA_DIR/blobs; `s3://bucket[/prefix]`, an S3-compatible bucket at
 * S3_ENDPOINT (unset: Amazon S3) in S3_REGION, addressed by path unless S3_FORCE_PATH_STYLE=0. Its
 * keys come from the AWS SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile,
 * an instance role), never from here.
 */
export function blobStoreConfig(env: NodeJS.ProcessEnv, dataDir: string): BlobStoreConfig {
  const url = env.BLOB_STORE;
  if (!url) return { kind: 'file', root: join(dataDir, 'blobs') };
  const match = S3_URL.exec(url);
  if (!match) throw new Error(`BLOB_STORE must be s3://bucket or s3://bucket/prefix, not ${url}`);
  const prefix = (match[2] ?? '').replace(/\/+$/, '');
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== '0',
  };
}

/** The store the configuration names. */
export function openBlobStore(config: BlobStoreConfig): BlobStore {
  return config.kind === 'file' ? new FileBlobStore(config.root) : new S3BlobStore(config);
}
