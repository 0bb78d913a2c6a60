// '$' reads as pesos to a member outside the US, so their dollar amounts say 'US$'. Both ends use it:
// the screens (pwa/lib/format.ts) and the notifications the server writes (api/services/money/notify.ts).
export const dollarSignFor = (country: string | null | undefined) => (country && country !== 'USA' ? 'US$' : '$');
