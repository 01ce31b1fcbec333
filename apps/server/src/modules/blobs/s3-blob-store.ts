import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertBlobKey, type BlobStore } from './blob-store.ts';

/** Where an S3-compatible store is (docs/decisions/blob-stores.md); its keys come from the SDK's usual sources. */
export interface S3Location {
  bucket: string;
  /** Put before every key (`s3://bucket/prefix`): several installations may share one bucket. */
  prefix: string;
  /** An S3-compatible server's address; unset, Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Buckets as the path's first segment rather than a host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** Parts of a multipart upload: S3's smallest part, so a stream is held 5 MiB at a time at most… */
const PART_BYTES = 5 * 1024 * 1024;
/** …and this many parts are in flight at once. */
const PARTS_AT_ONCE = 2;

/**
 * Blobs as objects of one bucket, each key (under the prefix) as the object's name. Every body
 * travels as a stream: a put of a Readable is a multipart upload (aborted if the stream fails),
 * and `stream` hands on the response body as it arrives.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  /** `credentials`: unset, the SDK's usual sources (the environment, a profile, an instance role). */
  constructor(
    private readonly location: S3Location,
    credentials?: S3ClientConfig['credentials'],
  ) {
    this.client = new S3Client({
      ...(credentials ? { credentials } : {}),
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      // Checksums only where S3 requires them: S3-compatible servers that predate the SDK's default
      // trailing checksums (aws-chunked bodies) refuse those uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertBlobKey(key);
    return this.location.prefix + key;
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: data },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
    });
    await upload.done();
  }

  async get(key: string): Promise<Buffer | null> {
    const body = await this.stream(key);
    if (!body) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string): Promise<Readable | null> {
    const Key = this.objectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key }));
      // In Node the SDK's body is the HTTP response itself: a Readable.
      return answer.Body as Readable;
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key }));
  }

  async deleteFolder(folder: string): Promise<void> {
    const Prefix = `${this.objectKey(folder)}/`;
    const Bucket = this.location.bucket;
    // A listing page holds at most 1,000 keys, what one DeleteObjects takes.
    for (let token: string | undefined, more = true; more; ) {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket, Prefix, ...(token ? { ContinuationToken: token } : {}) }),
      );
      const Objects = (page.Contents ?? []).map((object) => ({ Key: object.Key! }));
      if (Objects.length > 0) {
        const answer = await this.client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`S3 did not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
      token = page.NextContinuationToken;
      more = Boolean(page.IsTruncated && token);
    }
  }

  /** Ends the client's connections (tests, and a process that shuts down). */
  close(): void {
    this.client.destroy();
  }
}
