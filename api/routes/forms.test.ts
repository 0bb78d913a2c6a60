import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambassadorApplications, contactMessages } from '#db/schema/index.ts';
import { ambassadors, contact } from '#shared/messages/public-site.ts';
import { auth } from '#shared/messages/auth.ts';
import { validation } from '#shared/messages/common.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';

// Public forms are limited to 20 per address per hour: this shared app stays under that.
let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carla Gómez',
  email: 'Carla@Example.com',
  subject: 'Question about round-ups',
  message: 'How often are my round-ups invested?',
  ...overrides,
});
const ambassadorBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Dee Jay',
  email: 'dee@example.com',
  tiktokUsername: '@deejay',
  audience: '10k-50k',
  motivation: 'I love the product.',
  promotionPlan: 'Weekly videos.',
  ...overrides,
});

const contactRows = (subject: string) =>
  t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject)).all();

describe('POST /api/contact', () => {
  it('stores the message and answers 201', async () => {
    const body = contactBody({ subject: 'Stored contact' });
    const res = await t.request('/api/contact', jsonInit('POST', body));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: contact.successBody });
    const rows = contactRows('Stored contact');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Carla Gómez',
      email: 'carla@example.com',
      message: 'How often are my round-ups invested?',
      category: null,
      userId: null,
    });
  });

  it('links the message to the signed-in user', async () => {
    const { cookie, body: user } = await t.signup();
    const res = await t.request(
      '/api/contact',
      jsonInit('POST', contactBody({ subject: 'From a member' }), withCookie(cookie)),
    );
    expect(res.status).toBe(201);
    expect(contactRows('From a member')[0]?.userId).toBe(user.id);
  });

  it('answers 400 with an error for each missing field and stores nothing', async () => {
    const before = t.db.select().from(contactMessages).all().length;
    const res = await t.request('/api/contact', jsonInit('POST', {}));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.errors).toMatchObject({
      name: validation.fieldRequired,
      email: validation.emailInvalid,
      subject: validation.fieldRequired,
      message: validation.fieldRequired,
    });
    expect(typeof json.message).toBe('string');
    expect(t.db.select().from(contactMessages).all()).toHaveLength(before);
  });

  it('treats blank fields as missing', async () => {
    const res = await t.request('/api/contact', jsonInit('POST', contactBody({ name: '  ', message: '\n\t ' })));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.errors).toEqual({ name: validation.fieldRequired, message: validation.fieldRequired });
  });

  it('accepts a category from the list and stores it', async () => {
    const res = await t.request(
      '/api/contact',
      jsonInit('POST', contactBody({ subject: 'With category', category: 'security' })),
    );
    expect(res.status).toBe(201);
    expect(contactRows('With category')[0]?.category).toBe('security');
  });

  it('refuses a category outside the list', async () => {
    const res = await t.request(
      '/api/contact',
      jsonInit('POST', contactBody({ subject: 'Bad category', category: 'spam' })),
    );
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).errors.category).toBe('string');
    expect(contactRows('Bad category')).toHaveLength(0);
  });
});

describe('POST /api/ambassadors', () => {
  it('stores the application and answers 201', async () => {
    const res = await t.request('/api/ambassadors', jsonInit('POST', ambassadorBody({ fullName: 'Stored Applicant' })));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: ambassadors.successBody });
    const rows = t.db
      .select()
      .from(ambassadorApplications)
      .where(eq(ambassadorApplications.fullName, 'Stored Applicant'))
      .all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'dee@example.com',
      tiktokUsername: '@deejay',
      audience: '10k-50k',
      motivation: 'I love the product.',
      promotionPlan: 'Weekly videos.',
      userId: null,
    });
  });

  it('answers 400 with an error for each missing field and stores nothing', async () => {
    const before = t.db.select().from(ambassadorApplications).all().length;
    const res = await t.request('/api/ambassadors', jsonInit('POST', {}));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.errors).toMatchObject({
      fullName: validation.fieldRequired,
      email: validation.emailInvalid,
      tiktokUsername: validation.fieldRequired,
      audience: validation.fieldRequired,
      motivation: validation.fieldRequired,
      promotionPlan: validation.fieldRequired,
    });
    expect(t.db.select().from(ambassadorApplications).all()).toHaveLength(before);
  });

  it('refuses an invalid email', async () => {
    const res = await t.request('/api/ambassadors', jsonInit('POST', ambassadorBody({ email: 'dee-at-example' })));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ email: validation.emailInvalid });
  });
});

describe('public form rate limit', () => {
  it('answers the 21st form from one address within the hour with 429 and Retry-After', async () => {
    const p = makeTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const ip = { 'x-forwarded-for': '198.51.100.20' };
      for (let i = 0; i < 20; i++) {
        const path = i % 2 ? '/api/contact' : '/api/ambassadors';
        const body = i % 2 ? contactBody({ subject: `Burst ${i}` }) : ambassadorBody({ fullName: `Burst ${i}` });
        expect((await p.request(path, jsonInit('POST', body, ip))).status).toBe(201);
      }
      const res = await p.request('/api/contact', jsonInit('POST', contactBody({ subject: 'One too many' }), ip));
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ message: auth.tooManyAttempts });
      expect(p.db.select().from(contactMessages).where(eq(contactMessages.subject, 'One too many')).all()).toHaveLength(
        0,
      );
      // Another address still gets through.
      const other = await p.request(
        '/api/contact',
        jsonInit('POST', contactBody(), { 'x-forwarded-for': '198.51.100.21' }),
      );
      expect(other.status).toBe(201);
    } finally {
      p.cleanup();
    }
  });
});
