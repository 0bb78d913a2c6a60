// A browser for the API tests: its cookies kept between calls (a passkey ceremony's, a sign-in's), as a page's are.
import { jsonInit, type TestApp, withCookie } from './test-app.ts';

export function browserJar(t: TestApp, cookie = '') {
  const jar = new Map<string, string>(cookie ? [cookie.split('=') as [string, string]] : []);
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    async post(path: string, body: unknown = {}) {
      const res = await t.request(path, jsonInit('POST', body, withCookie(header() || undefined)));
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [k, v] = pair!.split('=') as [string, string];
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(k);
        else jar.set(k, v);
      }
      return res;
    },
    get: (path: string) => t.get(path, header() || undefined),
    cookie: header,
  };
}
