// The link preview of /{username}: the server answers a known creator's page with its own title, description,
// Open Graph and Twitter card tags, escaped; every other page gets the app shell as built.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { creatorMeta } from '#shared/messages/creators.ts';
import { creatorMeta as creatorMetaEs } from '#shared/messages/es-419/creators.ts';
import { createApp } from '#api/app.ts';
import { root as projectRoot } from '#api/lib/project-root.ts';
import { withAlternates } from '#api/lib/visitor-pages.ts';
import { memberApp } from '#api/testing/member-app.ts';

const m = memberApp({ name: 'Zoe Creator', userType: 'creator' });
const shell = readFileSync(join(projectRoot, 'pwa', 'index.html'), 'utf8');
let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'giftorbit-shell-'));
  writeFileSync(join(root, 'index.html'), shell);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const username = () =>
  (m.t.sqlite.prepare('SELECT username FROM users WHERE id = ?').get(m.userId) as { username: string }).username;
async function page(path: string, headers: Record<string, string> = {}) {
  const app = createApp(m.t.deps, { staticRoot: root });
  const res = await app.request(path, { headers: { host: 'giftorbit.test', ...headers } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}
/** The configured public origin (no PUBLIC_URL, PORT 3000): the page's links never take the Host it was asked with. */
const ORIGIN = 'http://localhost:3000';
const content = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('the head of /{username}', () => {
  it("carries the creator's title, description, canonical URL, Open Graph and Twitter card", async () => {
    const name = username();
    const html = await page(`/${name}`);
    const title = creatorMeta.title('Zoe Creator', name);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(content(html, 'description')).toBe(creatorMeta.description('Zoe Creator'));
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/${name}" />`);
    expect(content(html, 'og:type')).toBe('profile');
    expect(content(html, 'og:title')).toBe(title);
    expect(content(html, 'og:url')).toBe(`${ORIGIN}/${name}`);
    expect(content(html, 'og:image')).toBe(`${ORIGIN}/icons/icon-512.png`);
    expect(content(html, 'twitter:card')).toBe('summary');
    expect(content(html, 'twitter:image')).toBe(`${ORIGIN}/icons/icon-512.png`);
    // Still the app: its root element and scripts are all there.
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it("uses the creator's picture and escapes every value", async () => {
    m.t.sqlite
      .prepare('UPDATE users SET name = ?, profile_picture = ? WHERE id = ?')
      .run(`Zoe "<script>alert('x')</script>" & Co`, '/api/upload/profile-pictures/abc.png', m.userId);
    const html = await page(`/${username()}`);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Zoe &quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot; &amp; Co');
    expect(content(html, 'og:image')).toBe(`${ORIGIN}/api/upload/profile-pictures/abc.png`);
  });

  it('leaves the shell as built for a gifter, an unknown name and the other pages', async () => {
    const gifter = await m.t.signup({ userType: 'gifter' });
    for (const path of [`/${gifter.input.username}`, '/nobody_here', `/${username()}/more`]) {
      const html = await page(path);
      expect(html, path).toBe(shell);
    }
    // A public page: the shell naming it in each language for search engines.
    expect(await page('/about')).toBe(withAlternates(shell, ORIGIN, '/about'));
  });

  it("is in the visitor's language: a link shared to a Mexican reads in Spanish", async () => {
    const name = username();
    const html = await page(`/${name}`, { 'Accept-Language': 'es-MX,es;q=0.9' });
    expect(content(html, 'og:title')).toBe(creatorMetaEs.title('Zoe Creator', name));
    expect(content(html, 'description')).toBe(creatorMetaEs.description('Zoe Creator'));
    expect(content(html, 'og:locale')).toBe('es_LA');
    expect(creatorMetaEs.description('Zoe Creator')).not.toBe(creatorMeta.description('Zoe Creator'));
  });
});
