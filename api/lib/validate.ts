import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { toApiError } from '#shared/schemas/errors.ts';

/** zValidator answering the one error shape: 400 `{ message, errors: { field: message } }`. */
export const validate = <T extends z.ZodType, K extends keyof ValidationTargets>(target: K, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(toApiError(result.error), 400);
  });

export const jsonBody = <T extends z.ZodType>(schema: T) => validate('json', schema);

const positiveId = z.object({ id: z.coerce.number().int().positive() });

/** `:id` in a path: an id that is not a positive whole number names no row, so it is a 404 like a missing one. */
export const idParam = (notFoundMessage: string) =>
  zValidator('param', positiveId, (result, c) => {
    if (!result.success) return c.json({ message: notFoundMessage }, 404);
  });
