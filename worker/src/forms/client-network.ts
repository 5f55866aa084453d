/**
 * The visitor's network, as much of it as the shop keeps: Cloudflare names the client's address
 * in `CF-Connecting-IP`; the shop stores and counts only its prefix, /24 of an IPv4 address and
 * /48 of an IPv6 one (enough to see abuse from one network, not enough to name a household).
 *
 * `CF-Connecting-IP` is the only header read, by `clientAddressOf` alone: in production
 * Cloudflare's edge sets it from the connection and replaces any value a client sent, while
 * `X-Forwarded-For`, `X-Real-IP`, `True-Client-IP` and `Forwarded` are whatever a client wrote and
 * are never read. Locally (`npm start`, the tests) nothing stands in front of the worker: Miniflare
 * fills the header from the socket only when a client left it out, so a local client can name
 * its own network (the local server listens on 127.0.0.1 only; docs/decisions/031).
 */
import type { Context } from 'hono';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * The network prefix of an address, or null when it is not an IP address.
 * @example ipPrefixOf('203.0.113.42') // '203.0.113.0/24'
 * @example ipPrefixOf('2001:db8:abcd:12::1') // '2001:db8:abcd::/48'
 */
export function ipPrefixOf(address: string): string | null {
  const v4 = IPV4.exec(address);
  if (v4) {
    const octets = v4.slice(1, 4).map(Number);
    return octets.every((octet) => octet <= 255) ? `${octets.join('.')}.0/24` : null;
  }
  if (!/^[0-9a-fA-F:.]{2,45}$/.test(address) || !address.includes(':')) return null;
  // An IPv4 tail (`::ffff:192.0.2.1`) is the last two groups.
  const tailV4 = /^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(address);
  let text = address.toLowerCase();
  if (tailV4?.[1] && tailV4[2]) {
    const octets = tailV4[2].split('.').map(Number);
    if (octets.some((octet) => octet > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    text = `${tailV4[1].toLowerCase()}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  } else if (address.includes('.')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const [head = '', tail] = halves;
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array.from({ length: missing }, () => '0'), ...tailGroups];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}

/** The client's address as Cloudflare's edge names it, or undefined where nothing did. */
export function clientAddressOf(c: Context): string | undefined {
  return c.req.header('CF-Connecting-IP')?.trim() || undefined;
}

/** The request's client network prefix; `unknown` where no edge named the client (local tests). */
export function clientNetworkOf(c: Context): string {
  const address = clientAddressOf(c);
  return (address && ipPrefixOf(address)) || 'unknown';
}
