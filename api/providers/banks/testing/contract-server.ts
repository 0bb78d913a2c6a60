// A local HTTP server (node:http, port 0) for a fake aggregator: it checks every request it receives and
// every response it serves against the aggregator's OpenAPI definition and keeps what failed in
// `violations`, which every test expects to be empty at its end.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Contract } from './openapi-contract.ts';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, the raw text when it is not JSON, undefined when empty. */
  body: unknown;
  operationId: string | null;
};

export type FakeReply = { status: number; body?: unknown; contentType?: string } | 'hang';
export type FakeHandler = (req: FakeRequest, origin: string) => FakeReply | Promise<FakeReply>;

export type ContractServer = {
  origin: string;
  requests: FakeRequest[];
  violations: string[];
  close(): Promise<void>;
};

export async function startContractServer(contract: Contract, handle: FakeHandler): Promise<ContractServer> {
  const requests: FakeRequest[] = [];
  const violations: string[] = [];
  let origin = '';

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
        violations.push(`${req.method} ${req.url}: the request body is not JSON`);
      }
    }
    const url = new URL(req.url ?? '/', origin);
    const checked = contract.checkRequest({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body,
    });
    violations.push(...checked.problems);
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      operationId: checked.operation?.operationId ?? null,
    };
    requests.push(request);

    let reply: FakeReply;
    try {
      reply = await handle(request, origin);
    } catch (error) {
      violations.push(`the fake failed on ${request.method} ${request.path}: ${String(error)}`);
      reply = { status: 500, body: { message: 'fake failure' } };
    }
    if (reply === 'hang') return; // Never answers: the client's timeout is under test.
    const contentType = reply.body === undefined ? null : (reply.contentType ?? 'application/json');
    if (checked.operation)
      violations.push(
        ...contract.checkResponse(checked.operation, { status: reply.status, contentType, body: reply.body }),
      );
    const payload =
      reply.body === undefined
        ? ''
        : contentType === 'application/json'
          ? JSON.stringify(reply.body)
          : String(reply.body);
    res.writeHead(reply.status, contentType ? { 'content-type': contentType } : {}).end(payload);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    violations,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
