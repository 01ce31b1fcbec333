// Each blob store (files under a folder; an S3-compatible bucket on s3rver, on this machine) takes a
// 256 MiB blob as a stream and gives it back as a stream: MB/s each way, and how far the process's
// resident memory rose above where it started (s3rver runs in this process, so its share counts too;
// a whole-file buffer would add the blob's size).
// Run: npx tsx bench/blobs/stores.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type BlobStore, FileBlobStore } from '../../apps/server/src/modules/blobs/blob-store.ts';
import { S3BlobStore } from '../../apps/server/src/modules/blobs/s3-blob-store.ts';
import { S3RVER_CREDENTIALS, startS3Server } from '../../apps/server/src/test/s3-server.ts';

const MIB = 1024 * 1024;
const SIZE = 256 * MIB;
const CHUNK = MIB;

/** SIZE bytes, one MiB at a time, made as they are read. */
function source(): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= SIZE) return void this.push(null);
      sent += CHUNK;
      this.push(Buffer.alloc(CHUNK, sent % 251));
    },
  });
}

/** Runs `work` while sampling the resident set: its time and the highest rise above the start. */
async function measure(work: () => Promise<void>): Promise<{ seconds: number; riseMiB: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds, riseMiB: (peak - base) / MIB };
}

async function run(name: string, store: BlobStore) {
  const key = 'bench/panorama/image.jpg';
  const put = await measure(() => store.put(key, source()));
  let received = 0;
  const get = await measure(async () => {
    for await (const chunk of (await store.stream(key))!) received += (chunk as Buffer).length;
  });
  if (received !== SIZE) throw new Error(`${name}: ${received} bytes came back, not ${SIZE}`);
  await store.deleteFolder('bench/panorama');
  const row = (label: string, m: { seconds: number; riseMiB: number }) =>
    console.log(
      `| ${name} | ${label} | ${(SIZE / MIB / m.seconds).toFixed(0)} MB/s | ${m.riseMiB.toFixed(0)} MiB |`,
    );
  row('put (stream)', put);
  row('stream', get);
}

const folder = mkdtempSync(join(tmpdir(), 'bench-blobs-'));
const server = await startS3Server('bench-blobs');
const s3 = new S3BlobStore(server.location, S3RVER_CREDENTIALS);
console.log(
  `256 MiB blob, streamed in and out\n| store | call | throughput | memory rise |\n| --- | --- | --- | --- |`,
);
try {
  await run('files', new FileBlobStore(folder));
  await run('S3 (s3rver)', s3);
} finally {
  s3.close();
  await server.close();
  rmSync(folder, { recursive: true, force: true });
}
