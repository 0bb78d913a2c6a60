// Holds a fake aggregator to the aggregator's own published OpenAPI definition (the team's
// ../shared/provider-apis/, kept here gzipped in ./openapi/ so a clone anywhere can run the tests): every
// request a client sends and every response a fake serves is checked against it. The checking is
// openapi-backend's (routing, parameters, bodies; Ajv underneath): nothing here re-implements a schema check.
// What this file adds: the declared status and content type of a response, and that the operation's security
// scheme is present (openapi-backend leaves both to handlers).
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Operation, type ValidationResult } from 'openapi-backend';

/** The publishers' files, byte for byte, gzipped (see ./openapi/README.md for their sources and licences). */
export const PROVIDER_APIS_DIR = new URL('./openapi/', import.meta.url);

/** The definition unpacked to a temporary file (openapi-backend reads YAML from a path). */
function definitionPath(file: ContractFile): string {
  const dir = join(tmpdir(), 'giftorbit-provider-apis');
  mkdirSync(dir, { recursive: true });
  // One file per load: test files run in parallel workers and must not read each other's half-written copy.
  const path = join(dir, `${randomUUID()}-${file}`);
  writeFileSync(path, gunzipSync(readFileSync(new URL(`${file}.gz`, PROVIDER_APIS_DIR))));
  return path;
}

export type ContractFile = 'belvo-api-1.35.0.yaml' | 'finicity-openbanking-us-1.42.0.yaml';
export type Definition = OpenAPIBackend['definition'];
/** Corrects, in the loaded definition, a mistake its publisher made; each use says what and why. */
export type Errata = (definition: Definition) => void;

export type ContractRequest = {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
};
export type ContractResponse = { status: number; contentType: string | null; body: unknown };

export class Contract {
  constructor(
    readonly file: ContractFile,
    private readonly api: OpenAPIBackend,
    /** How long loading and dereferencing the definition took. */
    readonly loadMs: number,
  ) {}

  /** The loaded definition (errata applied). */
  get definition(): Definition {
    return this.api.definition;
  }

  /** The operation the request is for (null when the definition has none) and what is wrong with it. */
  checkRequest(req: ContractRequest): { operation: Operation | null; problems: string[] } {
    const url = new URL(req.url, 'http://contract.invalid');
    const headers = lowerCaseHeaders(req.headers);
    const request = {
      method: req.method.toLowerCase(),
      path: url.pathname,
      query: url.search.slice(1),
      headers,
      body: req.body,
    };
    const operation = this.api.router.matchOperation(request) ?? null;
    const name = `${req.method.toUpperCase()} ${url.pathname}`;
    if (!operation) return { operation, problems: [`${name}: no operation in ${this.file} has this method and path`] };
    const result = this.api.validator.validateRequest(request, operation);
    const problems = (result.errors ?? []).map((e) => `${name} (${operation.operationId}) request ${describe(e)}`);
    if (!this.securityPresent(operation, headers)) {
      problems.push(`${name} (${operation.operationId}) request lacks the credentials its security scheme requires`);
    }
    return { operation, problems };
  }

  checkResponse(operation: Operation, res: ContractResponse): string[] {
    const route = `${operation.method.toUpperCase()} ${operation.path}`;
    const name = `${route} (${operation.operationId}) answered ${res.status}`;
    const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
    const declared = responses[res.status] ?? responses[`${Math.floor(res.status / 100)}XX`] ?? responses.default;
    if (!declared) {
      // Any server can answer 5xx from its gateway or load balancer, declared or not.
      if (res.status >= 500) return [];
      return [`${name}, a status the definition does not declare (it declares ${Object.keys(responses).join(', ')})`];
    }
    const hasBody = res.body !== undefined && res.body !== null && res.body !== '';
    if (!declared.content) return hasBody ? [`${name} with a body, but the definition declares none`] : [];
    const type = (res.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(type in declared.content))
      return [`${name} as ${type || 'no content type'}, not one of ${Object.keys(declared.content).join(', ')}`];
    if (type !== 'application/json') return [];
    const result = this.api.validator.validateResponse(res.body, operation, res.status);
    return (result.errors ?? []).map((e) => `${name}: response body ${describe(e)}`);
  }

  private securityPresent(operation: Operation, headers: Record<string, string>): boolean {
    const requirements = operation.security ?? this.api.definition.security ?? [];
    if (requirements.length === 0) return true;
    const schemes = (this.api.definition.components?.securitySchemes ?? {}) as Record<
      string,
      { type?: string; in?: string; name?: string; scheme?: string }
    >;
    const present = (schemeName: string) => {
      const scheme = schemes[schemeName];
      if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name)
        return Boolean(headers[scheme.name.toLowerCase()]);
      if (scheme?.type === 'http')
        return new RegExp(`^${scheme.scheme ?? 'basic'} \\S+`, 'i').test(headers.authorization ?? '');
      return true;
    };
    return requirements.some((requirement) => Object.keys(requirement).every(present));
  }
}

const loaded = new Map<string, Promise<Contract>>();

/** Loads (once per test file: vitest gives each file its own module instance) a definition to check against. */
export function loadContract(file: ContractFile, errata?: Errata): Promise<Contract> {
  const key = `${file}#${errata?.name ?? ''}`;
  let contract = loaded.get(key);
  if (!contract) {
    contract = load(file, errata);
    loaded.set(key, contract);
  }
  return contract;
}

async function load(file: ContractFile, errata?: Errata): Promise<Contract> {
  const started = performance.now();
  const path = definitionPath(file);
  const api = new OpenAPIBackend({
    definition: path,
    // Quick: no validation of the (large) definition itself and validators compiled per operation on first
    // use; together they bring loading from several seconds down to about half of one.
    quick: true,
    strict: true,
    customizeAjv: (ajv) => {
      addFormats(ajv, ['date', 'time', 'date-time', 'uri', 'email', 'uuid']);
      // Formats these definitions name that no standard defines: nothing to check.
      ajv.addFormat('ISO-3166-2', true);
      ajv.addFormat('string', true);
      return ajv;
    },
  });
  await api.init().finally(() => rmSync(path, { force: true }));
  errata?.(api.definition);
  return new Contract(file, api, performance.now() - started);
}

function lowerCaseHeaders(headers: ContractRequest['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value !== undefined) out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function describe(e: NonNullable<ValidationResult['errors']>[number]): string {
  const where = e.instancePath || '(root)';
  const params = e.params as { additionalProperty?: string; allowedValues?: unknown[] };
  const extra = params.additionalProperty
    ? `: ${params.additionalProperty}`
    : params.allowedValues
      ? ` ${JSON.stringify(params.allowedValues)}`
      : '';
  return `${where} ${e.message ?? e.keyword}${extra}`;
}
