import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK_V4 = /^127\.\d+\.\d+\.\d+$/;

/**
 * Whether a request comes from this very machine: its socket's peer is a loopback address and no
 * proxy forwarded it (a forwarded request came from elsewhere, whatever the proxy's own address).
 * `request.ip` is not used: with trusted proxies (TRUST_PROXY) it comes from X-Forwarded-For.
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false;
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return isIP(peer) !== 0 && (peer === '::1' || LOOPBACK_V4.test(peer));
}
