import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { toApiError } from '#shared/schemas/errors.ts';

/** zValidator answering the one error shape: 400 `{ message, errors: { field: message } }`. */
export const validate = <T extends z.ZodType, K extends keyof ValidationTargets>(target: K, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(toApiError(result.error), 400);
  });

export const jsonBody = <T extends z.ZodType>(schema: T) => validate('json', schema);
