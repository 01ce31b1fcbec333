import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local webhook receiver: records what arrives and answers the status it is told to. */
export async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    received,
    port,
    url: `http://127.0.0.1:${port}/hooks/roomcraft`,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise((done) => server.close(done)),
  };
}
