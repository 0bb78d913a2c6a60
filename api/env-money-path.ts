// The money path's providers, real or sandbox, and the rule that keeps them from mixing (decision 0008): in
// production they are all real or all sandboxes. A live bank (its keys and its *_ENV=production) or a live Stripe
// key (sk_live_) moves real money, and then every other one must be real too: both banks (a user of either
// region would otherwise earn, be charged and be paid on a made-up history), the exchange rates (Belvo's banks
// give pesos and reais, Canada's give Canadian dollars), the Bitcoin price and a live Stripe key (cards and
// payouts). Test keys (BELVO_ENV/FINICITY_ENV=sandbox, sk_test_) move no money: they count as sandboxes.
// api/env.ts applies the rule to the parsed variables; this file reads none itself.

/** What the rule reads of Env (declared here, not imported, so that env.ts can import this file). */
export type MoneyEnv = {
  nodeEnv: 'development' | 'production' | 'test';
  stripeSecretKey?: string;
  priceFeedUrl?: string;
  ratesFeedUrl?: string;
  belvoSecretId?: string;
  belvoEnv: 'sandbox' | 'production';
  finicityPartnerId?: string;
  finicityEnv: 'sandbox' | 'production';
};

type MoneyProvider = {
  /** As a sandbox, named in the start-up lines. */
  sandbox: string;
  /** As a live provider that moves money, named in the production refusal; undefined for a feed. */
  live?: string;
  isReal: boolean;
  /** What makes it real. */
  toSet: string;
};

function bank(name: string, keys: string[], hasKeys: boolean, mode: 'sandbox' | 'production'): MoneyProvider {
  const envName = `${name.toUpperCase()}_ENV=production`;
  return {
    sandbox: hasKeys ? `${name} banks (${name}'s own sandbox)` : `${name} banks`,
    live: `live ${name}`,
    isReal: hasKeys && mode === 'production',
    toSet: hasKeys ? envName : `${keys.join(', ')}, ${envName}`,
  };
}

/** The five providers of the money path, in the order the start-up lines name them. */
function moneyProviders(e: MoneyEnv): MoneyProvider[] {
  const stripeKey = e.stripeSecretKey;
  return [
    bank('Belvo', ['BELVO_SECRET_ID', 'BELVO_SECRET_PASSWORD'], e.belvoSecretId !== undefined, e.belvoEnv),
    bank(
      'Finicity',
      ['FINICITY_PARTNER_ID', 'FINICITY_SECRET', 'FINICITY_APP_KEY'],
      e.finicityPartnerId !== undefined,
      e.finicityEnv,
    ),
    { sandbox: 'exchange rates', isReal: e.ratesFeedUrl !== undefined, toSet: 'RATES_FEED_URL' },
    { sandbox: 'Bitcoin price', isReal: e.priceFeedUrl !== undefined, toSet: 'PRICE_FEED_URL' },
    {
      sandbox: stripeKey ? 'cards and payouts (Stripe test mode)' : 'cards and payouts',
      live: 'a live Stripe key',
      isReal: stripeKey?.startsWith('sk_live_') === true,
      toSet: stripeKey ? 'STRIPE_SECRET_KEY=sk_live_... (not sk_test_)' : 'STRIPE_SECRET_KEY=sk_live_...',
    },
  ];
}

/**
 * In production, the one line that refuses a mix of real money and sandboxes, naming what to set; undefined when
 * the money path is all real or all sandboxes (or outside production, where a mix only warns).
 */
export function moneyMixProblem(e: MoneyEnv): string | undefined {
  if (e.nodeEnv !== 'production') return undefined;
  const providers = moneyProviders(e);
  const live = providers.filter((p) => p.isReal && p.live !== undefined);
  const sandboxes = providers.filter((p) => !p.isReal);
  if (live.length === 0 || sandboxes.length === 0) return undefined;
  const verb = live.length === 1 ? 'moves' : 'move';
  return (
    `Refusing to start in production: ${live.map((p) => p.live).join(' and ')} ${verb} real money, but these ` +
    `are sandboxes: ${sandboxes.map((p) => p.sandbox).join(', ')}. Set ${sandboxes.map((p) => p.toSet).join(', ')}` +
    ` (or no live keys at all, to run on sandboxes only).`
  );
}

/**
 * The one line at start saying which money providers are sandboxes; undefined when none is. In production too (the
 * default of `npm start`), where only all sandboxes get this far: an operator sees that no real money moves.
 */
export function sandboxWarning(e: MoneyEnv): string | undefined {
  const sandboxes = moneyProviders(e).filter((p) => !p.isReal);
  if (sandboxes.length === 0) return undefined;
  return `Sandboxes in use (not real money): ${sandboxes.map((p) => p.sandbox).join(', ')}`;
}
