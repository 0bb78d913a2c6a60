import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { startContractServer } from './contract-server.ts';
import { type Contract, loadContract, PROVIDER_APIS_DIR } from './openapi-contract.ts';

const basic = { authorization: `Basic ${Buffer.from('id:secret').toString('base64')}` };
const json = { ...basic, 'content-type': 'application/json' };
const link = { institution: 'erebor_mx_retail', username: 'bnk100', password: 'full', access_mode: 'recurrent' };

let belvo: Contract;

beforeAll(async () => {
  belvo = await loadContract('belvo-api-1.35.0.yaml');
});

describe('the OpenAPI contract harness', () => {
  it("loads the publishers' definitions kept in the repository, quickly", () => {
    for (const file of ['belvo-api-1.35.0.yaml', 'finicity-openbanking-us-1.42.0.yaml']) {
      expect(gunzipSync(readFileSync(new URL(`${file}.gz`, PROVIDER_APIS_DIR))).toString('utf8')).toMatch(
        /^openapi: 3\.0\.\d/,
      );
    }
    expect(belvo.definition.info.version).toBe('1.35.0');
    expect(belvo.loadMs).toBeLessThan(10_000);
  });

  it('passes a request that follows the definition', () => {
    const { operation, problems } = belvo.checkRequest({
      method: 'POST',
      url: '/api/links/',
      headers: json,
      body: link,
    });
    expect(operation?.operationId).toBe('Links_register');
    expect(problems).toEqual([]);
  });

  it.each([
    [
      'a missing required field',
      { method: 'POST', url: '/api/links/', headers: json, body: { ...link, username: undefined } },
      /must have required property 'username'/,
    ],
    [
      'a value outside its enum',
      { method: 'POST', url: '/api/links/', headers: json, body: { ...link, access_mode: 'forever' } },
      /access_mode must be equal to one of the allowed values/,
    ],
    [
      'a wrong date format',
      {
        method: 'POST',
        url: '/api/transactions/',
        headers: json,
        body: { link: crypto.randomUUID(), date_from: '1/2/2025', date_to: '2025-02-01' },
      },
      /date_from must match pattern/,
    ],
    [
      'an unknown query parameter',
      { method: 'GET', url: '/api/institutions/?page_sise=2', headers: basic, body: undefined },
      /must NOT have additional properties: page_sise/,
    ],
    [
      'a wrongly typed query parameter',
      { method: 'GET', url: '/api/institutions/?page_size=many', headers: basic, body: undefined },
      /page_size must be integer/,
    ],
    [
      'a missing required query parameter',
      { method: 'GET', url: '/api/transactions/?page=2', headers: basic, body: undefined },
      /must have required property 'link'/,
    ],
    [
      'a path parameter of the wrong format',
      { method: 'DELETE', url: '/api/links/not-a-uuid/', headers: basic, body: undefined },
      /id must match format "uuid"/,
    ],
    [
      'missing credentials',
      { method: 'GET', url: '/api/institutions/', headers: {}, body: undefined },
      /lacks the credentials its security scheme requires/,
    ],
    [
      'a path the definition does not have',
      { method: 'GET', url: '/api/bank-statements/', headers: basic, body: undefined },
      /no operation .* has this method and path/,
    ],
  ])('reports a request with %s', (_, request, expected) => {
    const { problems } = belvo.checkRequest(request);
    expect(problems.join('\n')).toMatch(expected);
  });

  it('reports responses that do not follow the definition', () => {
    const { operation } = belvo.checkRequest({ method: 'POST', url: '/api/links/', headers: json, body: link });
    if (!operation) throw new Error('no operation');
    const check = (status: number, body: unknown, contentType: string | null = 'application/json') =>
      belvo.checkResponse(operation, { status, contentType, body });
    expect(
      check(201, {
        id: crypto.randomUUID(),
        institution: 'erebor_mx_retail',
        status: 'valid',
        access_mode: 'recurrent',
      }),
    ).toEqual([]);
    expect(check(201, { id: 'link-1', institution: 'erebor_mx_retail' }).join()).toMatch(
      /\/id must match format "uuid"/,
    );
    expect(check(201, { id: crypto.randomUUID(), status: 'broken' }).join()).toMatch(
      /\/status must be equal to one of the allowed values/,
    );
    expect(check(418, []).join()).toMatch(/a status the definition does not declare/);
    expect(check(201, '<html/>', 'text/html').join()).toMatch(/as text\/html, not one of application\/json/);
    expect(check(428, { code: 'token_required' }).join()).toMatch(/response body \(root\) must be array/);
    // Any server may answer 5xx from its gateway.
    expect(check(503, 'Service Unavailable', 'text/plain')).toEqual([]);
  });

  it('records what a client got wrong when it calls a fake through the contract server', async () => {
    const server = await startContractServer(belvo, () => ({
      status: 201,
      body: { id: crypto.randomUUID(), institution: 'erebor_mx_retail' },
    }));
    try {
      const res = await fetch(`${server.origin}/api/links/`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ institution: 'erebor_mx_retail', password: 'full' }),
      });
      expect(res.status).toBe(201);
      expect(server.violations).toEqual([
        expect.stringMatching(
          /POST \/api\/links\/ \(Links_register\) request \/requestBody must have required property 'username'/,
        ),
      ]);
    } finally {
      await server.close();
    }
  });
});
