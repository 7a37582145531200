/**
 * Where webhooks may go (against server-side request forgery): https:// to public addresses only;
 * http://localhost and http://127.0.0.1 only when the server allows loopback (config
 * webhooksAllowLoopback, WEBHOOKS_ALLOW_LOOPBACK=1: development and tests). The URL is checked when
 * it is saved, and the address actually connected to is checked again at every delivery (a name
 * may resolve to a private address later: DNS rebinding).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1']);

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) as its IPv4 form. */
function unmapped(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? m[1]! : address;
}

/** Whether an IP address is private, loopback, link-local, reserved or multicast. */
export function isPrivateAddress(address: string): boolean {
  const a = unmapped(address);
  const family = isIP(a);
  if (family === 0) return true;
  return blocked.check(a, family === 4 ? 'ipv4' : 'ipv6');
}

function isLoopback(address: string): boolean {
  const a = unmapped(address);
  return a === '::1' || (isIP(a) === 4 && a.startsWith('127.'));
}

/** Whether a connection to this resolved address is allowed. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopback(address)) return true;
  return !isPrivateAddress(address);
}

/** Why this URL may not receive webhooks, or null when it may. */
export function urlProblem(raw: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a valid URL, starting with https://.';
  }
  if (url.username || url.password) return 'The URL may not contain a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopbackOk = allowLoopback && LOOPBACK_NAMES.has(host);
  if (url.protocol === 'http:') {
    if (!loopbackOk) return 'The URL must start with https://.';
  } else if (url.protocol !== 'https:') {
    return 'The URL must start with https://.';
  }
  if (loopbackOk) return null;
  if (isIP(host) !== 0) return isPrivateAddress(host) ? 'The URL may not point to a private or local network address.' : null;
  if (!host.includes('.') || /\.(localhost|local|internal|lan|home|corp|intranet)$/.test(host) || host === 'localhost') {
    return 'The URL must name a public host.';
  }
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http(s).request that refuses private addresses (checked on what the name resolves to now). */
export function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses;
      const refused = list.find((a) => !addressAllowed(a.address, allowLoopback));
      if (refused || list.length === 0) {
        const e: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private or local network address; not sent`);
        e.code = 'EWEBHOOKADDRESS';
        return callback(e, '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
