// Whose X-Forwarded-* headers the server believes: only those of a proxy TRUST_PROXY names. A caller that reaches the
// port directly could otherwise write a new address into X-Forwarded-For for every guess, past the rate limits.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#api/env.ts';
import { clientIp, isHttps, requestHost } from './request.ts';

/** What the request helpers make of one request from TCP peer `peer` (undefined: app.request()'s, no socket). */
async function seen(trustProxy: string, headers: Record<string, string>, peer?: string) {
  const env = parseEnv({ TRUST_PROXY: trustProxy });
  const app = new Hono().get('/', (c) =>
    c.json({ ip: clientIp(c, env), https: isHttps(c, env), host: requestHost(c, env) }),
  );
  // The Node adapter hands each request its socket as `incoming`; getConnInfo reads the peer's address there.
  const bindings = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  const res = await app.request('http://giftorbit.test/', { headers }, bindings);
  return (await res.json()) as { ip: string; https: boolean; host: string };
}

const PROXIES = '10.0.0.0/8,127.0.0.1,::1';
const forged = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };

describe('clientIp, isHttps and requestHost with TRUST_PROXY naming the proxies', () => {
  it('gives a caller that reaches the port directly its socket address, whatever X-Forwarded-* it writes', async () => {
    expect(await seen(PROXIES, forged, '203.0.113.9')).toEqual({
      ip: '203.0.113.9',
      https: false,
      host: 'giftorbit.test',
    });
  });

  it('believes the forwarded headers from a proxy in the list', async () => {
    expect(await seen(PROXIES, forged, '10.1.2.3')).toEqual({ ip: '198.51.100.7', https: true, host: 'evil.example' });
    expect((await seen(PROXIES, forged, '::1')).ip).toBe('198.51.100.7');
  });

  it('knows an IPv4 proxy on a dual-stack socket (::ffff:127.0.0.1)', async () => {
    expect((await seen(PROXIES, forged, '::ffff:127.0.0.1')).ip).toBe('198.51.100.7');
    expect((await seen(PROXIES, forged, '::ffff:203.0.113.9')).ip).toBe('::ffff:203.0.113.9');
  });

  it('takes the address the proxy saw, not the one the client wrote before it: "evil, real" gives real', async () => {
    const chain = { 'x-forwarded-for': '192.0.2.66, 203.0.113.5' };
    expect((await seen(PROXIES, chain, '127.0.0.1')).ip).toBe('203.0.113.5');
  });

  it('walks back past its own proxies to the first address that is none of them', async () => {
    // The client, then two of our proxies in turn (an edge load balancer, then nginx on this machine).
    const chain = { 'x-forwarded-for': '192.0.2.66, 203.0.113.5, 10.0.0.2' };
    expect((await seen(PROXIES, chain, '127.0.0.1')).ip).toBe('203.0.113.5');
    // Every entry one of ours (a health check from the proxy's machine): the first, the farthest back.
    expect((await seen(PROXIES, { 'x-forwarded-for': '10.0.0.3, 10.0.0.2' }, '127.0.0.1')).ip).toBe('10.0.0.3');
  });

  it('gives the proxy itself when it sends no X-Forwarded-For', async () => {
    expect((await seen(PROXIES, {}, '10.1.2.3')).ip).toBe('10.1.2.3');
  });

  it('believes nothing forwarded from a request with no socket (it cannot say who sent it)', async () => {
    expect(await seen(PROXIES, forged)).toEqual({ ip: 'unknown', https: false, host: 'giftorbit.test' });
  });
});

describe('clientIp with TRUST_PROXY true or false, beside a list', () => {
  it('false believes nobody, not even a peer a list would trust', async () => {
    expect((await seen('false', forged, '127.0.0.1')).ip).toBe('127.0.0.1');
    expect((await seen(PROXIES, forged, '127.0.0.1')).ip).toBe('198.51.100.7');
  });

  it('true still believes any peer, as before, and only the last entry (one proxy); a list only its own', async () => {
    const chain = { 'x-forwarded-for': '192.0.2.66, 203.0.113.5' };
    expect((await seen('true', chain, '203.0.113.9')).ip).toBe('203.0.113.5');
    expect((await seen('true', chain)).ip).toBe('203.0.113.5');
    expect((await seen(PROXIES, chain, '203.0.113.9')).ip).toBe('203.0.113.9');
  });
});
