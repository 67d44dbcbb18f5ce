// The visitor's address, for the rate limits and the bot check. Plain JavaScript: the production
// server (server.mjs) runs it without a build step, and the site's code reads what it decided.
//
// Only a trusted proxy (TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated; default the
// loopback, so an nginx on the same host keeps working) may say who the visitor is, through
// X-Forwarded-For (read from the right, skipping trusted hops) or X-Real-IP. From any other peer the
// socket's address is the visitor, whatever the headers say. server.mjs writes its decision into
// CLIENT_HEADER (replacing whatever the request carried) and marks the process; without server.mjs
// (`next dev`) every visitor is "local".
import { BlockList, isIP } from 'node:net';
import { settingText } from '../../../config.mjs';

export const CLIENT_HEADER = 'x-brina-client-address';
const MARK = Symbol.for('brina.server.client-address');
const DEFAULT_TRUSTED = '127.0.0.0/8,::1';

/** An address as written in headers and sockets: no brackets, no zone, IPv4-mapped IPv6 as IPv4. */
export function normalizeAddress(value) {
  if (typeof value !== 'string') return null;
  let address = value.trim().replace(/^\[(.*)\](?::\d+)?$/, '$1');
  // "203.0.113.7:51234" (some proxies add the port to IPv4).
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '');
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : null;
}

/** The trusted proxies of TRUSTED_PROXIES (default: loopback). An entry that is not an address or a range stops the start. */
export function trustedProxies(value = settingText('TRUSTED_PROXIES') ?? undefined) {
  const list = new BlockList();
  const spec = value === undefined || value.trim() === '' ? DEFAULT_TRUSTED : value;
  if (spec.trim().toLowerCase() === 'none') return list;
  for (const entry of spec
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [raw, prefix] = entry.split('/');
    const address = normalizeAddress(raw);
    const family = address ? (isIP(address) === 6 ? 'ipv6' : 'ipv4') : null;
    const bits = prefix === undefined ? null : Number(prefix);
    if (!address || !family || (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 'ipv6' ? 128 : 32)))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    }
    if (bits === null) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return list;
}

const isTrusted = (trusted, address) => trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Who sent the request: the peer, or what the trusted proxies in front of it report.
 * @param {{ peer: string | undefined | null, forwardedFor?: string | null, realIp?: string | null, trusted: BlockList }} request
 * @returns {string} an IP address, or "unknown" without a usable peer address
 */
export function resolveClientAddress({ peer, forwardedFor, realIp, trusted }) {
  let address = normalizeAddress(peer);
  if (!address) return 'unknown';
  if (!isTrusted(trusted, address)) return address;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (hops.length === 0) {
    const real = normalizeAddress(realIp);
    return real ?? address;
  }
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = normalizeAddress(hops[i]);
    // Garbage in the chain: the last address a trusted hop vouched for stands.
    if (!hop) return address;
    address = hop;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return address;
}

/** The key the rate limits count under: an IPv4 address, or an IPv6 address's /64 network. */
export function visitorKey(address) {
  const ip = normalizeAddress(address);
  if (!ip) return typeof address === 'string' && address ? address.slice(0, 64) : 'unknown';
  if (isIP(ip) === 4) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::a.b.c.d) counts as two groups.
  const rightGroups = right.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - rightGroups.length).fill('0'), ...rightGroups] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Called once by server.mjs: from then on CLIENT_HEADER is the only source of the visitor's address. */
export function markClientAddressServer() {
  globalThis[MARK] = true;
}

/** The visitor's IP as server.mjs decided it ("local" without server.mjs, "unknown" if it could not tell). */
export function requestClientAddress(header) {
  if (globalThis[MARK] !== true) return 'local';
  return normalizeAddress(header(CLIENT_HEADER) ?? undefined) ?? 'unknown';
}
