import sharp from 'sharp';
import type { TestApp } from '../../../test/harness.ts';

/** A real image made here (never a file from elsewhere). */
export function imageBytes(format: 'png' | 'jpeg' | 'webp', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** PUT (or POST) a file as the multipart field `field`. */
export async function upload(
  t: TestApp,
  url: string,
  options: { token?: string; field?: string; bytes: Buffer; contentType?: string; method?: 'PUT' | 'POST' },
) {
  const boundary = '----roomcraft-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'coverImage'}"; filename="cover"\r\n` +
      `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, options.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const response = await t.app.inject({
    method: options.method ?? 'PUT',
    url,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
  return { status: response.statusCode, json: JSON.parse(response.body) as Record<string, any> };
}
