// The proxy in front (TRUST_PROXY) and what the server believes of it. Its X-Forwarded-For, -Proto and -Host are
// believed only from the proxy's own addresses: a caller that reaches the port directly could write anything there,
// and take a new address for every guess past the per-address rate limits. Part of api/env.ts's one parse of
// process.env.
// The server has no TLS of its own, so it sees https only through a trusted proxy's
// X-Forwarded-Proto. Without one an https PUBLIC_URL would run with no Secure (`__Host-`) session cookie and no HSTS,
// silently: api/env.ts refuses to start instead.
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/**
 * Whose X-Forwarded-* headers are believed: nobody's (false), any caller's (true, the setting's old meaning, kept
 * for deployments that still say so), or the peers these addresses and ranges hold.
 */
export type TrustProxy = boolean | BlockList;

const PROXY_EXAMPLE = '10.0.0.0/8,127.0.0.1,::1';

/** An address or a CIDR range added to `list`; false when the entry is neither. */
function addProxy(list: BlockList, entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = address.includes('%') ? 0 : isIP(address);
  if (family === 0 || extra !== undefined) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address, type);
    return true;
  }
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, Number(bits), type);
  return true;
}

/** TRUST_PROXY: true or false as before, or the proxies' addresses and CIDR ranges, separated by commas. */
export const trustProxyVar = z.string().transform((value, ctx): TrustProxy => {
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  const list = new BlockList();
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.length === 0 ? [value] : entries.filter((entry) => !addProxy(list, entry));
  if (wrong.length === 0) return list;
  const named = wrong.map((entry) => JSON.stringify(entry)).join(', ');
  ctx.addIssue({
    code: 'custom',
    input: value,
    message:
      `must be your proxy's addresses or CIDR ranges, separated by commas, such as ${PROXY_EXAMPLE} ` +
      `(or true or false): ${named} is neither an IP address nor a CIDR range`,
  });
  return z.NEVER;
});

/** Whether a peer at `address` (or an address a trusted proxy wrote) is one of the proxies TRUST_PROXY names. */
export function isTrustedProxy(trust: TrustProxy, address: string | undefined): boolean {
  if (typeof trust === 'boolean') return trust;
  const family = address ? isIP(address) : 0;
  // An IPv4 peer on a dual-stack socket reads ::ffff:127.0.0.1; the list matches it against 127.0.0.1 as well.
  return family !== 0 && trust.check(address!, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The line printed at start when TRUST_PROXY=true: any caller is then believed, whoever reaches the port directly
 * included. Undefined when TRUST_PROXY names the proxies, or trusts none.
 */
export function trustAnyProxyWarning({ trustProxy }: { trustProxy: TrustProxy }): string | undefined {
  if (trustProxy !== true) return undefined;
  return (
    'TRUST_PROXY=true believes X-Forwarded-For from any caller: one that reaches this port directly can take a new ' +
    `address for every guess past the rate limits. Set TRUST_PROXY to your proxy's addresses, such as ${PROXY_EXAMPLE}`
  );
}

/** What the rule reads of Env (declared here, not imported, so that env.ts can import this file). */
export type HttpsEnv = { publicUrl?: string; trustProxy: TrustProxy };

/** The one line that stops the start, or undefined when the server can see what PUBLIC_URL promises. */
export function httpsUnseen({ publicUrl, trustProxy }: HttpsEnv): string | undefined {
  // Any trusted proxy will do: the one that ends TLS sends X-Forwarded-Proto.
  if (!publicUrl || !/^https:/i.test(publicUrl) || trustProxy !== false) return undefined;
  return (
    `Refusing to start: PUBLIC_URL is ${publicUrl}, but the server has no TLS of its own and TRUST_PROXY names no ` +
    'proxy, so it cannot see https: the session cookie would go without Secure and no HSTS would be sent. ' +
    `Behind your TLS proxy, set TRUST_PROXY to its addresses, such as TRUST_PROXY=${PROXY_EXAMPLE}.`
  );
}
