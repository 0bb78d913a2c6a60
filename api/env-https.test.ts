// Secure cookies and HSTS must not hang on remembering TRUST_PROXY. The server has no TLS of its
// own, so an https PUBLIC_URL without a trusted proxy (it could never see https) stops the start with one line.
// TRUST_PROXY names the proxies whose X-Forwarded-* headers are believed; a wrong entry stops the start.
import { BlockList } from 'node:net';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { trustAnyProxyWarning } from '#api/env-https.ts';
import { EnvError, parseEnv } from '#api/env.ts';
import { root } from '#api/lib/project-root.ts';

const refusal = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('PUBLIC_URL https and TRUST_PROXY', () => {
  it.each([
    ['TRUST_PROXY unset', { PUBLIC_URL: 'https://giftorbit.example' }],
    ['TRUST_PROXY=false', { PUBLIC_URL: 'https://giftorbit.example/', TRUST_PROXY: 'false' }],
    ['TRUST_PROXY empty', { PUBLIC_URL: 'https://giftorbit.example', TRUST_PROXY: '' }],
    ['in production', { PUBLIC_URL: 'https://giftorbit.example', NODE_ENV: 'production' }],
    ['with a port', { PUBLIC_URL: 'https://giftorbit.example:8443', TRUST_PROXY: 'no' }],
  ])('refuses an https PUBLIC_URL with %s: one line naming both variables', (_, source) => {
    const error = refusal(source);
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/^Refusing to start: PUBLIC_URL is https:\/\/giftorbit\.example/);
    expect(message).toContain('the server has no TLS of its own and TRUST_PROXY names no proxy');
    expect(message).toContain('set TRUST_PROXY to its addresses, such as TRUST_PROXY=10.0.0.0/8,127.0.0.1,::1.');
  });

  it('starts with an https PUBLIC_URL behind a trusted proxy', () => {
    const env = parseEnv({ PUBLIC_URL: 'https://giftorbit.example/', TRUST_PROXY: 'true' });
    expect(env).toMatchObject({ publicUrl: 'https://giftorbit.example', trustProxy: true });
    // Any proxy in a list will do: the one that ends TLS sends X-Forwarded-Proto.
    expect(parseEnv({ PUBLIC_URL: 'https://giftorbit.example', TRUST_PROXY: '127.0.0.1' }).publicUrl).toBe(
      'https://giftorbit.example',
    );
  });

  it('starts with an http PUBLIC_URL (a LAN address) or none, with or without TRUST_PROXY', () => {
    expect(parseEnv({ PUBLIC_URL: 'http://192.168.1.20:3000' }).publicUrl).toBe('http://192.168.1.20:3000');
    expect(parseEnv({ PUBLIC_URL: 'http://192.168.1.20:3000', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseEnv({}).publicUrl).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('still names a malformed PUBLIC_URL as before (the variable line, not the https refusal)', () => {
    const error = refusal({ PUBLIC_URL: 'notaurl' });
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).message).toMatch(/^\s*PUBLIC_URL: must be a full http:\/\/ or https:\/\/ URL/m);
  });
});

describe('TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed', () => {
  const trusted = (value: string) => parseEnv({ TRUST_PROXY: value }).trustProxy;

  it('reads addresses and CIDR ranges, IPv4 and IPv6, separated by commas', () => {
    const list = trusted('10.0.0.0/8, 127.0.0.1,::1,fd00::/8');
    expect(list).toBeInstanceOf(BlockList);
    const check = (address: string, type: 'ipv4' | 'ipv6') => (list as BlockList).check(address, type);
    expect(check('10.200.3.4', 'ipv4')).toBe(true);
    expect(check('127.0.0.1', 'ipv4')).toBe(true);
    expect(check('::1', 'ipv6')).toBe(true);
    expect(check('fd12::5', 'ipv6')).toBe(true);
    // An IPv4 peer as a dual-stack socket gives it.
    expect(check('::ffff:10.1.1.1', 'ipv6')).toBe(true);
    expect(check('11.0.0.1', 'ipv4')).toBe(false);
    expect(check('127.0.0.2', 'ipv4')).toBe(false);
    expect(check('::2', 'ipv6')).toBe(false);
  });

  it('keeps true (any caller, as before) and false (nobody), and warns at start about true', () => {
    expect(trusted('true')).toBe(true);
    expect(trusted('false')).toBe(false);
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(trustAnyProxyWarning({ trustProxy: true })).toMatch(
      /^TRUST_PROXY=true believes X-Forwarded-For from any caller: .* Set TRUST_PROXY to your proxy's addresses/,
    );
    expect(trustAnyProxyWarning({ trustProxy: false })).toBeUndefined();
    expect(trustAnyProxyWarning({ trustProxy: trusted('127.0.0.1') })).toBeUndefined();
  });

  it.each([
    ['maybe', '"maybe"'],
    ['10.0.0.0/8,proxy.internal', '"proxy.internal"'],
    ['10.0.0.0/33', '"10.0.0.0/33"'],
    ['::1/129', '"::1/129"'],
    ['10.0.0.1/8/1', '"10.0.0.1/8/1"'],
    ['10.0.0.256', '"10.0.0.256"'],
    ['10.0.0.0/x', '"10.0.0.0/x"'],
    [' , ', '" , "'],
  ])('refuses TRUST_PROXY=%s with one line naming the entry', (value, entry) => {
    const error = refusal({ TRUST_PROXY: value });
    expect(error).toBeInstanceOf(EnvError);
    const lines = (error as EnvError).message.split('\n').filter((l) => l.trim().startsWith('TRUST_PROXY:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${entry} is neither an IP address nor a CIDR range`);
    expect(lines[0]).toContain("must be your proxy's addresses or CIDR ranges, separated by commas");
  });
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `tsx api/index.ts --api-only` in a fresh folder (no .env) with these variables; the exit code and stderr. */
function start(variables: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'giftorbit-https-'));
  dirs.push(dir);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', ...variables };
  delete env.TRUST_PROXY;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'api/index.ts'), '--api-only'], {
    cwd: dir,
    env,
  });
  const run = { code: null as number | null, stdout: '', stderr: '' };
  return new Promise((resolve) => {
    // A server that started after all is stopped, and the test then fails on its exit code.
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      if (run.stdout.includes('listening')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      run.code = code;
      resolve(run);
    });
  });
}

describe('api/index.ts at start', () => {
  it('refuses an https PUBLIC_URL without TRUST_PROXY: exit 1, one line, never listening', async () => {
    const run = await start({ PUBLIC_URL: 'https://giftorbit.example', NODE_ENV: 'development' });
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('listening');
    const lines = run.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: PUBLIC_URL is https:\/\/giftorbit\.example, .*TRUST_PROXY=\S+::1\.$/);
  }, 30_000);
});
