// Where the server may send a user's webhook (and a browser's push endpoint) (issue 25): an absolute https URL whose
// host is not, and does not resolve to, an address of the server's own network. Otherwise anybody could make the
// server POST to its database, its metadata service or a router on its LAN (server-side request forgery).
import { lookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { ServerCode } from '@birzha/protocol';

/**
 * Addresses no webhook may reach: unspecified, "this network", private (RFC 1918), shared (CGNAT), loopback,
 * link-local, IETF protocol, benchmarking, multicast, reserved and broadcast for IPv4; unspecified, loopback,
 * unique-local, site-local, link-local and multicast for IPv6. IPv4-mapped and NAT64 IPv6 addresses are judged by
 * the IPv4 address they carry (see `isPrivateAddress`).
 */
const PRIVATE = new BlockList();
for (const [net, bits] of [
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
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fec0::', 10],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** The IPv4 address an IPv6 one carries in its last 32 bits (::ffff:a.b.c.d, 64:ff9b::a.b.c.d, ::a.b.c.d), or null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const prefix = /^(?:::ffff:(?:0:)?|64:ff9b::|::)(.+)$/.exec(lower);
  if (prefix === null) return null;
  const tail = prefix[1] ?? '';
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(tail);
  if (hex === null) return null;
  const hi = parseInt(hex[1] ?? '0', 16);
  const lo = parseInt(hex[2] ?? '0', 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Whether an IP address (v4 or v6, brackets allowed) is one of the server's own networks' (see PRIVATE). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(bare);
  if (v4 !== null && PRIVATE.check(v4, 'ipv4')) return true;
  return PRIVATE.check(bare, 'ipv6');
}

/** A URL's host as dns.lookup and net.isIP take it (IPv6 literals without their brackets). */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Every address a host name resolves to (an IP literal is its own), or null when it does not resolve. */
async function addressesOf(host: string): Promise<string[] | null> {
  if (isIP(host) !== 0) return [host];
  return new Promise((resolve) => {
    lookup(host, { all: true, verbatim: true }, (err, addresses) => {
      resolve(err === null ? addresses.map((a) => a.address) : null);
    });
  });
}

/** A URL of the user's as the server may POST to: absolute http(s) with a host, no credentials, or null. */
export function parseTargetUrl(text: string, allowHttp: boolean): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const schemeOk = url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
  if (!schemeOk || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url;
}

/**
 * A webhook URL as entered: BAD_WEBHOOK_URL unless an absolute https URL (http too when `allowPrivate`, for tests);
 * PRIVATE_ADDRESS when its host is, or resolves to, a private, loopback, link-local, unique-local or unspecified
 * address (any of its addresses) and `allowPrivate` is off. A name that does not resolve is BAD_WEBHOOK_URL.
 */
export async function checkWebhookUrl(url: string, allowPrivate: boolean): Promise<ServerCode | null> {
  const parsed = parseTargetUrl(url, allowPrivate);
  if (parsed === null) return 'BAD_WEBHOOK_URL';
  if (allowPrivate) return null;
  const addresses = await addressesOf(bareHost(parsed));
  if (addresses === null || addresses.length === 0) return 'BAD_WEBHOOK_URL';
  return addresses.some(isPrivateAddress) ? 'PRIVATE_ADDRESS' : null;
}

/** The error a guarded connection fails with when its host resolves to a private address. */
export class PrivateAddressError extends Error {
  readonly code = 'PRIVATE_ADDRESS';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that refuses private addresses at connection time: the address checked is the address
 * connected to, so a name that resolved publicly when entered and privately now (DNS rebinding) is refused.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const all: LookupAllOptions = { ...options, all: true };
    lookup(hostname, all, (err, addresses) => {
      if (err !== null) return callback(err, []);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
        return callback(new PrivateAddressError(`${hostname} resolves to a private address`), []);
      if (options.all === true) return callback(null, addresses);
      const first = addresses[0];
      if (first === undefined) return callback(new Error(`${hostname} has no address`), []);
      callback(null, first.address, first.family);
    });
  };
}
