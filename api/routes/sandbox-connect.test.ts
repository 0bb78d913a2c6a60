import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#api/env.ts';
import { securityHeaders } from '#api/middleware/security.ts';
import { FINICITY_SANDBOX_CREDENTIALS, FinicitySandbox } from '#api/providers/banks/sandbox/finicity-sandbox.ts';
import { sandboxConnectRoutes } from './sandbox-connect.ts';

const ORIGIN = 'http://localhost';
const BAD_PASSWORD = 'Hunter2-Banking!';

/** A tiny app: the app's own security headers (its CSP) and the Connect page routes. */
async function setup() {
  const env = parseEnv({});
  const finicity = new FinicitySandbox({ baseUrl: ORIGIN, now: () => Date.UTC(2025, 5, 10, 12) });
  const app = new Hono().use(securityHeaders({ env })).route('/', sandboxConnectRoutes({ env }, finicity));
  const { customerId } = await finicity.ensureCustomer({ userId: 9, username: 'ana', existingCustomerId: null });
  const url = new URL(await finicity.connectUrl(customerId, {}));
  const state = url.searchParams.get('state')!;
  const get = (path: string) => app.request(path, { headers: { host: 'localhost' } });
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request('/sandbox/finicity/connect', {
      method: 'POST',
      // An empty value leaves the header out.
      headers: Object.fromEntries(
        Object.entries({
          host: 'localhost',
          origin: ORIGIN,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        }).filter(([, v]) => v !== ''),
      ),
      body: new URLSearchParams({ customerId, state, ...fields }).toString(),
    });
  return { finicity, customerId, state, pagePath: url.pathname + url.search, get, post };
}

/** What the CSP allows: scripts and styles only from files, no inline ones. */
function expectNoInlineCode(html: string) {
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
}

describe('the Finicity sandbox Connect page', () => {
  it('shows a bank picker with FinBank, then the sign-in form', async () => {
    const { get, pagePath, customerId, state } = await setup();
    const picker = await get(pagePath);
    expect(picker.status).toBe(200);
    expect(picker.headers.get('content-type')).toMatch(/^text\/html/);
    expect(picker.headers.get('content-security-policy')).toContain("script-src 'self'");
    const pickerHtml = await picker.text();
    expect(pickerHtml).toContain('Select your bank');
    expect(pickerHtml).toMatch(/<button type="submit" name="institution" value="101732"[^>]*>FinBank<\/button>/);
    expect(pickerHtml).toContain(`name="customerId" value="${customerId}"`);
    expectNoInlineCode(pickerHtml);

    const signIn = await get(`${pagePath}&institution=101732`);
    const html = await signIn.text();
    expect(signIn.status).toBe(200);
    expect(html).toContain('Sign in to FinBank');
    expect(html).toMatch(/<form method="post" action="\/sandbox\/finicity\/connect">/);
    expect(html).toContain('name="username"');
    expect(html).toMatch(/name="password" type="password"/);
    expect(html).toContain(`name="state" value="${state}"`);
    expect(html).toContain('profile_03 / profile_03');
    expectNoInlineCode(html);

    const css = await get('/sandbox/finicity/connect.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('refuses a link whose state was not issued for the customer', async () => {
    const { get, customerId } = await setup();
    const res = await get(`/sandbox/finicity/connect?customerId=${customerId}&state=forged`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('not valid or has expired');
    expect((await get('/sandbox/finicity/connect')).status).toBe(400);
  });

  it('connects the customer on profile_03 / profile_03, then closes the window with its served script', async () => {
    const { post, get, finicity, customerId } = await setup();
    const res = await post({ ...FINICITY_SANDBOX_CREDENTIALS });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Connection complete');
    expect(html).toContain('<script src="/sandbox/finicity/connect-done.js" defer></script>');
    expectNoInlineCode(html);
    expect(finicity.isConnected(customerId)).toBe(true);
    expect(await finicity.accounts(customerId)).toHaveLength(2);

    const script = await get('/sandbox/finicity/connect-done.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('window.close()');
  });

  it('shows an error on the page for other credentials, never the password, with the username escaped', async () => {
    const { post, finicity, customerId } = await setup();
    const res = await post({ username: '<img src=x onerror=alert(1)>"', password: BAD_PASSWORD });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toMatch(/<p class="error" role="alert">The username or password is incorrect/);
    expect(html).toContain('value="&lt;img src=x onerror=alert(1)&gt;&quot;"');
    expect(html).not.toContain('<img');
    expect(html).not.toContain(BAD_PASSWORD);
    expect(html).toContain('Sign in to FinBank'); // the form again
    expect(finicity.isConnected(customerId)).toBe(false);
    expect((await post({ username: 'profile_03', password: 'profile_04' })).status).toBe(401);
  });

  it('refuses posts from other sites, other body types and forged states', async () => {
    const { post, finicity, customerId } = await setup();
    const good = { ...FINICITY_SANDBOX_CREDENTIALS };
    expect((await post(good, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(good, { origin: 'null' })).status).toBe(403);
    expect((await post(good, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(good, { 'content-type': 'application/json' })).status).toBe(415);
    const forged = await post({ ...good, state: 'forged' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('not valid or has expired');
    expect(finicity.isConnected(customerId)).toBe(false);
    // Without Origin and Sec-Fetch-Site (older browsers), the signed state still has to match.
    expect((await post(good, { origin: '', 'sec-fetch-site': '' })).status).toBe(200);
    expect(finicity.isConnected(customerId)).toBe(true);
  });
});
