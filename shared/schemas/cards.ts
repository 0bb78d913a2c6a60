import { z } from 'zod';

/** A saved card as GET /api/stripe/payment-methods answers it (the original interface's 'Saved card' shape). */
export const savedCardSchema = z.object({
  id: z.string(),
  isDefault: z.boolean(),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
});
export type SavedCardDto = z.infer<typeof savedCardSchema>;

export const paymentMethodsResponseSchema = z.object({
  paymentMethods: z.array(savedCardSchema),
  /** Which card form the page shows: the built-in sandbox one, or Stripe.js with this publishable key. */
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe's publishable key for Stripe.js; null with the sandbox (or when it is not configured). */
  publishableKey: z.string().nullable(),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

export const setupIntentResponseSchema = z.object({ client_secret: z.string(), setup_intent_id: z.string() });

/** A PaymentMethod id as providers make them: pm_ and letters, digits and underscores. */
export const paymentMethodId = z.string().regex(/^pm_[A-Za-z0-9_]{1,120}$/, 'paymentMethodId is not valid');
export const paymentMethodBodySchema = z.object({ paymentMethodId });
