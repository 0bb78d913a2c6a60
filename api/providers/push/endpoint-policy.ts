// Which push endpoints the server talks to. A subscription names a URL and the server POSTs to it, so a
// member could otherwise point the server at its own network (SSRF). A push service is https:// on port 443 with a
// public name; when sending, the name is resolved here, every address it gives is checked, and the connection goes
// to those checked addresses only (the lookup below is the socket's own, so nothing resolves the name a second
// time). PUSH_ALLOW_LOCAL_ENDPOINTS lets a push service on this machine in (a local fake): http, any port, loopback.
import { lookup as systemLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export type ResolvedAddress = { address: string; family: number };
/** A name's addresses (node's dns.lookup with all: true); tests give their own. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export type EndpointPolicy = {
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: a push service on this machine (loopback addresses, http, any port). */
  allowLocal: boolean;
  resolve?: Resolve;
};

/** Why an endpoint is refused: not an https URL of a push service, another port than 443, or not on the internet. */
export type EndpointRefusal = 'invalid' | 'port' | 'private';

export const systemResolve: Resolve = (hostname) => systemLookup(hostname, { all: true, verbatim: true });

function blockList(family: 'ipv4' | 'ipv6', subnets: string[]) {
  const list = new BlockList();
  for (const subnet of subnets) {
    const [net, prefix] = subnet.split('/');
    list.addSubnet(net!, Number(prefix), family);
  }
  return list;
}

const V4_LOOPBACK = blockList('ipv4', ['127.0.0.0/8']);
const V6_LOOPBACK = blockList('ipv6', ['::1/128']);
/** This network, private, CGNAT, link-local (cloud metadata), IETF, documentation, benchmarks, multicast, reserved. */
const V4_REFUSED = blockList('ipv4', [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
]);
/** Unspecified, unique-local, link-local, site-local, multicast, discard, documentation, Teredo, local NAT64. */
const V6_REFUSED = blockList('ipv6', [
  '::/128',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
  '100::/64',
  '2001:db8::/32',
  '2001::/32',
  '64:ff9b:1::/48',
]);

/** The eight 16-bit words of a valid IPv6 address (the URL parser writes it out plainly first). */
function ipv6Words(address: string): number[] {
  const plain = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head, tail] = plain.split('::') as [string, string | undefined];
  const words = (part: string | undefined) => (part ? part.split(':').map((w) => parseInt(w, 16)) : []);
  if (tail === undefined) return words(head);
  const [a, b] = [words(head), words(tail)];
  return [...a, ...new Array<number>(8 - a.length - b.length).fill(0), ...b];
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 address an IPv6 one carries: mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96), compatible (::/96), 6to4. */
function embeddedV4(w: number[]): string | undefined {
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && w[5] === 0xffff) return v4Of(w[6]!, w[7]!);
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return v4Of(w[6]!, w[7]!);
  if (zeros(0, 6) && w[6] !== 0) return v4Of(w[6]!, w[7]!);
  if (w[0] === 0x2002) return v4Of(w[1]!, w[2]!);
  return undefined;
}

type AddressKind = 'public' | 'loopback' | 'refused';

/** Where an address leads: the internet, this machine, or anywhere else a push service never is. */
export function addressKind(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) {
    if (V4_LOOPBACK.check(bare, 'ipv4')) return 'loopback';
    return V4_REFUSED.check(bare, 'ipv4') ? 'refused' : 'public';
  }
  if (family !== 6) return 'refused';
  const v4 = embeddedV4(ipv6Words(bare));
  if (v4 !== undefined) return addressKind(v4);
  if (V6_LOOPBACK.check(bare, 'ipv6')) return 'loopback';
  return V6_REFUSED.check(bare, 'ipv6') ? 'refused' : 'public';
}

/** True when the server may connect to this address. */
export const addressAllowed = (address: string, allowLocal: boolean) => {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && allowLocal);
};

/** Names that never lead to the internet. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/**
 * The written form of an endpoint: https://, port 443, a public-looking name (no address, no local name); with
 * allowLocal, a push service on this machine too (http or https, any port). Undefined when it passes.
 */
export function endpointRefusal(endpoint: string, allowLocal: boolean): EndpointRefusal | undefined {
  if (!URL.canParse(endpoint)) return 'invalid';
  const url = new URL(endpoint);
  if (url.username || url.password) return 'invalid';
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  const address = isIP(host.replace(/^\[|\]$/g, '')) !== 0;
  const onThisMachine = address
    ? addressKind(host) === 'loopback'
    : host === 'localhost' || host.endsWith('.localhost');
  if (allowLocal && onThisMachine) return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'invalid';
  if (url.protocol !== 'https:') return 'invalid';
  if (url.port !== '' && !allowLocal) return 'port';
  if (address || LOCAL_NAME.test(host) || !host.includes('.')) return 'private';
  return undefined;
}

export class EndpointRefused extends Error {
  readonly code = 'EPUSHREFUSED';
}

/** The name's addresses, every one allowed, else EndpointRefused (an address that is not may come next time). */
export async function checkedAddresses(hostname: string, policy: EndpointPolicy): Promise<ResolvedAddress[]> {
  const addresses = await (policy.resolve ?? systemResolve)(hostname);
  if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
  const refused = addresses.find((a) => !addressAllowed(a.address, policy.allowLocal));
  if (refused) throw new EndpointRefused(`${hostname} resolves to ${refused.address}, not a public address`);
  return addresses;
}

/**
 * The lookup the push sockets connect with: the addresses checkedAddresses gave, and nothing else, so the address
 * checked is the address connected to.
 */
export function pinnedLookup(policy: EndpointPolicy): LookupFunction {
  return (hostname, options, callback) => {
    checkedAddresses(hostname, policy).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        if (wanted.length === 0) {
          callback(Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }), '');
        } else if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

const RESOLVE_TIMEOUT_MS = 3_000;

/**
 * endpointRefusal, then the name resolved: 'private' when it leads inside a network. A name that does not resolve
 * (in time) is let in: nothing is ever sent to it unless, at that moment, it resolves to allowed addresses.
 */
export async function resolvedEndpointRefusal(
  endpoint: string,
  policy: EndpointPolicy,
): Promise<EndpointRefusal | undefined> {
  const written = endpointRefusal(endpoint, policy.allowLocal);
  if (written) return written;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), RESOLVE_TIMEOUT_MS)));
  try {
    await Promise.race([checkedAddresses(host, policy), late]);
    return undefined;
  } catch (error) {
    return error instanceof EndpointRefused ? 'private' : undefined;
  } finally {
    clearTimeout(timer);
  }
}
