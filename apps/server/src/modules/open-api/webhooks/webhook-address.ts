import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { invalidField } from '../../../http/errors.ts';

/** Addresses a webhook may never reach: this machine, private networks, link-local, multicast, reserved. */
const forbiddenNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbiddenNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  forbiddenNetworks.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is one a webhook must not reach; IPv4 written as IPv6 is judged as IPv4. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return forbiddenNetworks.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return forbiddenNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The rule against server-side request forgery (docs/decisions/open-api.md): http(s) only, no
 * credentials in the URL, and a host whose every address is public. `privateHostsAllowed` lists the
 * hosts exempt from the address rule; it is empty in every installation and set only by tests,
 * whose receiver listens on this machine.
 */
export class WebhookAddressRule {
  constructor(private readonly privateHostsAllowed: readonly string[]) {}

  exempts(host: string): boolean {
    return this.privateHostsAllowed.includes(host);
  }

  /** Checks a URL when it is registered: a 400 naming `url` if it may not be called. */
  async check(raw: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      // An unparsable URL is the caller's input error, answered as such.
      throw invalidField('url', 'is not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw invalidField('url', 'must be http or https');
    if (url.username || url.password) throw invalidField('url', 'must not carry credentials');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (this.exempts(host)) return url;
    const addresses = await this.resolve(host);
    if (addresses.length === 0) throw invalidField('url', 'has a host that does not resolve');
    if (addresses.some((a) => isForbiddenAddress(a.address))) {
      throw invalidField('url', 'points at a loopback, private or reserved address');
    }
    return url;
  }

  /**
   * The `lookup` of a delivery's connection: the address is checked again when the request is made,
   * so a name that resolved to a public address at registration cannot be re-pointed inside.
   */
  lookupFor(host: string) {
    const exempt = this.exempts(host);
    return (
      hostname: string,
      options: object,
      callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      lookup(hostname, { all: true }).then(
        (addresses) => {
          const refused = !exempt && addresses.some((a) => isForbiddenAddress(a.address));
          if (refused || addresses.length === 0) {
            callback(new Error(`${hostname} resolves to an address webhooks may not reach`), []);
            return;
          }
          const all = (options as { all?: boolean }).all;
          if (all) callback(null, addresses);
          else callback(null, addresses[0]!.address, addresses[0]!.family);
        },
        (error: Error) => callback(error, []),
      );
    };
  }

  private async resolve(host: string): Promise<LookupAddress[]> {
    const family = isIP(host);
    if (family) return [{ address: host, family }];
    try {
      return await lookup(host, { all: true });
    } catch {
      // A name that does not resolve cannot be delivered to: the same refusal as no address.
      return [];
    }
  }
}
