/**
 * Where webhooks may go (against server-side request forgery): https:// to public addresses only;
 * http:// to this host's loopback only when the server allows loopback (config
 * webhooksAllowLoopback, WEBHOOKS_ALLOW_LOOPBACK=1: development and tests).
 *
 * The decision is always taken on addresses, however the URL writes them: a name is resolved and
 * every address it resolves to must be public; IPv6 forms that carry an IPv4 address (mapped
 * `::ffff:127.0.0.1` = `::ffff:7f00:1`) are judged by that IPv4 address, and the IPv6 ranges that
 * tunnel or translate to IPv4 (6to4 `2002::/16`, IPv4-compatible `::/96`, NAT64, Teredo) or are not
 * global unicast are refused outright. The URL is checked when it is saved and again at every
 * delivery, which then connects to exactly the addresses it checked (no second DNS answer between
 * check and connection: DNS rebinding).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Resolves a host name to all its addresses (the system resolver by default; tests inject a stub). */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

/** getaddrinfo through Node: /etc/hosts, then DNS, every address in the order the system gives. */
export const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** IPv4 ranges that are not public: this network, private, CGNAT, loopback, link-local, protocol assignments, documentation, 6to4 relays, benchmarking, multicast, reserved, broadcast. */
const blockedV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blockedV4.addSubnet(net, prefix, 'ipv4');

/**
 * IPv6 inside global unicast (2000::/3) that still is not a plain public address: Teredo and other
 * protocol assignments (2001::/23 holds Teredo 2001::/32, benchmarking, ORCHID), documentation
 * (2001:db8::/32, 3fff::/20) and 6to4 (2002::/16, which embeds an IPv4 address).
 */
const blockedV6 = new BlockList();
for (const [net, prefix] of [['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['3fff::', 20]] as const) blockedV6.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (WHATWG URL's parser, so every spelling it accepts), or null. */
function ipv6Groups(address: string): number[] | null {
  let host: string;
  try {
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  // The serialised form is lower-case hex groups with at most one "::".
  const [head = '', tail] = host.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  const groups = [...front, ...zeros, ...back].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d, however written) stands for, or null. */
function mappedV4(groups: readonly number[]): string | null {
  if (!groups.slice(0, 5).every((g) => g === 0) || groups[5] !== 0xffff) return null;
  const [hi = 0, lo = 0] = groups.slice(6);
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}

/** An address in one canonical form: IPv4 dotted (also for IPv4-mapped IPv6), IPv6 as groups; null when it is not an IP address. */
function normalise(address: string): { v4: string } | { v6: number[]; text: string } | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return { v4: bare };
  if (family !== 6) return null;
  const groups = ipv6Groups(bare);
  if (!groups) return null;
  const v4 = mappedV4(groups);
  if (v4) return { v4 };
  return { v6: groups, text: groups.map((g) => g.toString(16)).join(':') };
}

/**
 * Whether an address is anything but a public unicast address: private, loopback, link-local,
 * unique-local, CGNAT, reserved, documentation or multicast, in any IPv4 or IPv6 spelling. What is
 * not an IP address at all counts as private (refused).
 */
export function isPrivateAddress(address: string): boolean {
  const a = normalise(address);
  if (!a) return true;
  if ('v4' in a) return blockedV4.check(a.v4, 'ipv4');
  // Only global unicast (2000::/3): this refuses ::/96 (unspecified, loopback, IPv4-compatible),
  // NAT64 64:ff9b::/96 and 64:ff9b:1::/48, discard 100::/64, unique-local fc00::/7, link-local
  // fe80::/10, site-local fec0::/10 and multicast ff00::/8.
  if (((a.v6[0] ?? 0) & 0xe000) !== 0x2000) return true;
  return blockedV6.check(a.text, 'ipv6');
}

/** Whether an address is this host's loopback (127/8, ::1, or 127/8 mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const a = normalise(address);
  if (!a) return false;
  if ('v4' in a) return a.v4.startsWith('127.');
  return a.v6.slice(0, 7).every((g) => g === 0) && a.v6[7] === 1;
}

/** Whether a connection to this resolved address is allowed. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopbackAddress(address)) return true;
  return !isPrivateAddress(address);
}

/** Names that never reach the public internet (RFC 6761 localhost, mDNS, and common private zones). */
const LOCAL_NAMES = /(^|\.)(localhost|localdomain|local|internal|intranet|lan|home|corp|home\.arpa|invalid)$/;

/** The URL's host as its connection sees it: no brackets, lower case, no trailing dots (`localhost.` is localhost). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.+$/, '');
}

/** A loopback host as development setups write it: localhost, *.localhost or an IPv4 127/8 address. */
function isLoopbackHost(host: string): boolean {
  return isIP(host) === 4 ? host.startsWith('127.') : /(^|\.)localhost$/.test(host);
}

export const PRIVATE_ADDRESS = 'The URL may not point to a private or local network address.';
export const UNKNOWN_HOST = 'The URL’s host name could not be found; check the URL.';

/** Why this URL may not receive webhooks judged by its text alone, or null when it may (its name still has to resolve: checkUrl). */
export function urlProblem(raw: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a valid URL, starting with https://.';
  }
  if (url.username || url.password) return 'The URL may not contain a user name or password.';
  const host = hostOf(url);
  const loopbackOk = allowLoopback && isLoopbackHost(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackOk)) return 'The URL must start with https://.';
  if (loopbackOk) return null;
  if (isIP(host) !== 0) return isPrivateAddress(host) ? PRIVATE_ADDRESS : null;
  if (!host.includes('.') || LOCAL_NAMES.test(host)) return 'The URL must name a public host.';
  return null;
}

/**
 * The addresses a delivery to this URL may connect to, or why it may not be sent: the URL's rules
 * (urlProblem), then every address its name resolves to must be allowed (one private address among
 * public ones refuses it: the connection could pick any of them).
 */
export async function targetAddresses(raw: string, allowLoopback: boolean, resolve: HostResolver): Promise<{ addresses: LookupAddress[] } | { problem: string }> {
  const problem = urlProblem(raw, allowLoopback);
  if (problem) return { problem };
  const host = hostOf(new URL(raw));
  if (isIP(host) !== 0) return { addresses: [{ address: host, family: isIP(host) }] };
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    return { problem: UNKNOWN_HOST };
  }
  if (addresses.length === 0) return { problem: UNKNOWN_HOST };
  if (addresses.some((a) => !addressAllowed(a.address, allowLoopback))) return { problem: PRIVATE_ADDRESS };
  return { addresses };
}

/** Why a URL may not be registered (its text and what its name resolves to now), or null. */
export async function checkUrl(raw: string, allowLoopback: boolean, resolve: HostResolver): Promise<string | null> {
  const target = await targetAddresses(raw, allowLoopback, resolve);
  return 'problem' in target ? target.problem : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that answers the addresses already checked, whatever name it is
 * asked for: the connection goes to an address that was checked, while the request keeps the
 * URL's name for its Host header, TLS server name and certificate check.
 */
export function pinnedLookup(addresses: readonly LookupAddress[]) {
  return (_hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const family = options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0;
    const list = family === 0 ? [...addresses] : addresses.filter((a) => a.family === family);
    const first = list[0];
    if (!first) {
      const e: NodeJS.ErrnoException = new Error('No checked address of the requested family');
      e.code = 'ENOTFOUND';
      return callback(e, '');
    }
    if (options.all) return callback(null, list);
    return callback(null, first.address, first.family);
  };
}
