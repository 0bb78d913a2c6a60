// The API's routes for the fuzz suite, read from the app itself (a route added tomorrow is fuzzed tomorrow),
// with the fields each body schema has, so most generated bodies are close enough to pass the first checks.
import { z } from 'zod';
import { changePasswordSchema, signinSchema, signupSchema } from '#shared/schemas/auth.ts';
import { createLinkSchema, saveBankAccountSchema } from '#shared/schemas/banks.ts';
import { paymentMethodBodySchema } from '#shared/schemas/cards.ts';
import { ambassadorSchema, contactSchema } from '#shared/schemas/contact.ts';
import { creatorProfileUpdateSchema } from '#shared/schemas/creators.ts';
import { cashOutRequestSchema, redeemRequestSchema } from '#shared/schemas/payouts.ts';
import { supportTicketRequestSchema } from '#shared/schemas/support-tickets.ts';
import { userPatchSchema } from '#shared/schemas/user.ts';
import type { createApp } from '#api/app.ts';

export type FuzzRoute = { method: string; path: string; fields: readonly string[]; params: readonly string[] };

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The request schemas by route; a route with a body that is not here gets every known field name. */
const bodySchemas: Record<string, z.ZodType> = {
  'POST /api/auth/signup': signupSchema,
  'POST /api/auth/signin': signinSchema,
  'POST /api/auth/change-password': changePasswordSchema,
  'PATCH /api/user': userPatchSchema,
  'POST /api/contact': contactSchema,
  'POST /api/ambassadors': ambassadorSchema,
  'POST /api/support-tickets': supportTicketRequestSchema,
  'POST /api/points/redeem': redeemRequestSchema,
  'POST /api/cash-outs': cashOutRequestSchema,
  'PUT /api/creator-profile': creatorProfileUpdateSchema,
  'POST /api/stripe/save-payment-method': paymentMethodBodySchema,
  'POST /api/stripe/set-default-payment-method': paymentMethodBodySchema,
  'POST /api/belvo/create-link': createLinkSchema,
  'POST /api/bank-accounts': saveBankAccountSchema,
};

/** Query parameters the list routes read; every GET gets them too (an unknown parameter must be harmless). */
const QUERY_PARAMS = ['limit', 'cursor', 'page', 'type', 'status'] as const;

/** The property names a schema's JSON Schema form has, at any depth (unions and intersections too). */
export function schemaFields(schema: z.ZodType): string[] {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const properties = (node as { properties?: Record<string, unknown> }).properties;
    if (properties) for (const name of Object.keys(properties)) names.add(name);
    for (const value of Object.values(node)) walk(value);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return [...names];
}

const allFields = [...new Set(Object.values(bodySchemas).flatMap(schemaFields))];

/** Every concrete API route of the app (no catch-alls), once per method and path. */
export function fuzzRoutes(app: ReturnType<typeof createApp>): FuzzRoute[] {
  const seen = new Map<string, FuzzRoute>();
  for (const { method, path } of app.routes) {
    if (!METHODS.has(method) || !path.startsWith('/api/') || path.includes('*')) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    const schema = bodySchemas[key];
    const fields = method === 'GET' ? [] : schema ? schemaFields(schema) : allFields;
    seen.set(key, { method, path, fields, params: QUERY_PARAMS });
  }
  return [...seen.values()];
}
