import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** zod without its compiled fast path: that path probes `new Function`, which the CSP refuses (a console issue). */
async function loadZodResolver() {
  const [{ config }, { zodResolver }] = await Promise.all([import('zod'), import('@hookform/resolvers/zod')]);
  // Before any schema is built: an object schema reads this when it is created.
  config({ jitless: true });
  return zodResolver;
}

/**
 * `zodResolver(schema)`, with zod and the schema fetched on the form's first validation instead of with the page:
 * zod is about 27 KB of gzip JS that no form needs to render. Validation is the same; the first one waits for the
 * chunk (react-hook-form awaits its resolver anyway). A failed download is tried again on the next validation.
 */
export function lazyZodResolver<In extends FieldValues, Out>(
  loadSchema: () => Promise<z.ZodType<Out, In>>,
): Resolver<In, unknown, Out> {
  let loading: Promise<Resolver<In, unknown, Out>> | undefined;
  const load = async () => {
    try {
      const zodResolver = await loadZodResolver();
      return zodResolver<In, unknown, Out>(await loadSchema());
    } catch (error) {
      loading = undefined;
      throw error;
    }
  };
  return async (values, context, options) => (await (loading ??= load()))(values, context, options);
}
