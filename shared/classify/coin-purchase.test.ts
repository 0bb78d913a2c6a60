import { describe, expect, it } from 'vitest';
import { categorize, isCoinPurchaseText, normaliseDescriptor } from './coin-purchase.ts';

// Statement lines as banks, card networks and app stores print them. [descriptor, is a coin purchase]
const COIN_PURCHASES: [string, true][] = [
  // The platform's own billing
  ['TIKTOK COINS', true],
  ['TikTok*Coins', true],
  ['TIKTOK LIVE', true],
  ['TIK TOK', true],
  ['TIKTOK', true],
  ['TikTok Pte Ltd', true],
  ['BYTEDANCE*TIKTOK', true],
  ['TIKTOK COINS 8005551234 CA', true],
  ['TIKTOK*COINS LOS ANGELES CA', true],
  ['TIKTOK LIVE GIFTS SINGAPORE SG', true],
  ['Tik-Tok Coins', true],
  ['Tik Tok Coins', true],
  ['tiktok coins', true],
  ['TIKTOK-COINS', true],
  ['TIKTOK/LIVE', true],
  ['TIKTOKCOINS.COM', true],
  ['WWW.TIKTOK.COM CULVER CITY CA', true],
  ['TIKTOK.COM/COINS', true],
  ['TIKTOK RECHARGE', true],
  ['TIKTOK COINS REF#20250412-88341', true],
  ['TIKTOK LIVE 0412 +6531581234 SGP', true],
  ['BYTEDANCE*TIKTOK COINS SINGAPORE SG', true],
  ['INTL TRANSACTION TIKTOK PTE SINGAPORE', true],
  ['TÍKTOK COINS', true],
  ['  TikTok   Coins  ', true],
  ['ＴＩＫＴＯＫ ＣＯＩＮＳ', true],
  // App stores
  ['APPLE.COM/BILL TIKTOK', true],
  ['APPLE.COM/BILL 866-712-7753 CA TIKTOK', true],
  ['APL* ITUNES.COM/BILL TIKTOK COINS', true],
  ['APPLE.COM/BILL TIKTOK MONEDAS', true],
  ['GOOGLE *TikTok', true],
  ['GOOGLE *TikTok Coins', true],
  ['GOOGLE *TikTok g.co/helppay#', true],
  ['GOOGLE*TIKTOK LIVE G.CO/HELPPAY CA', true],
  ['GOOGLE *TIKTOK MX', true],
  ['GOOGLE *TIKTOK BR', true],
  // Card networks and processors
  ['SQ *TIKTOK COINS', true],
  ['PAYPAL *TIKTOK', true],
  ['PAYPAL *TIKTOKPTE 4029357733 SG', true],
  ['TST* TIKTOK LIVE', true],
  ['POS DEBIT TIKTOK COINS 04/12', true],
  ['POS DEBIT - VISA CHECK CARD 1234 - TIKTOK*COINS', true],
  ['CHECKCARD 0412 TIKTOK COINS', true],
  ['CHECKCARD 0412 TIKTOK COINS 800-555-1234 CA 24492153103000012345678', true],
  ['VISA DDA PUR 441234 TIKTOK COINS SINGAPORE * SG', true],
  ['VISA DDA PUR AP 469216 TIKTOK LIVE 8005551234 CA', true],
  ['PURCHASE AUTHORIZED ON 04/12 TIKTOK COINS CA S581102345678901 CARD 1234', true],
  ['DEBIT CARD PURCHASE XXXXX1234 TIKTOK*COINS', true],
  ['DBT CRD 1204 04/12/25 TIKTOK PTE LTD SINGAPORE SG', true],
  ['POS PURCHASE TIKTOK COINS TERMINAL 12345', true],
  ['ACH DEBIT BYTEDANCE*TIKTOK', true],
  ['Card purchase - TikTok Coins', true],
  ['RECURRING PAYMENT TIKTOK', true],
  ['MERCADOPAGO*TIKTOK', true],
  ['DLOCAL *TIKTOK', true],
  ['PAYU*AR*TIKTOK', true],
  // Spanish and Portuguese statements
  ['COMPRA TIKTOK MONEDAS', true],
  ['PAGO TIKTOK', true],
  ['COMPRA INTERNACIONAL TIKTOK', true],
  ['COMPRA CARTAO TIKTOK MOEDAS', true],
  ['PIX TIKTOK', true],
  ['DEB AUT TIKTOK', true],
  ['COMPRA CON TARJETA TIKTOK MONEDAS CIUDAD DE MEXICO', true],
  ['PAGO CON TARJETA DE DÉBITO TIKTOK', true],
  ['COMPRA EN LÍNEA TIK TOK', true],
  ['COMPRA CARTÃO DE CRÉDITO TIKTOK MOEDAS SÃO PAULO', true],
  ['COMPRA DEBITO TIKTOK*MOEDAS', true],
  ['CARGO RECURRENTE TIKTOK', true],
  ['DEBITO AUTOMATICO TIKTOK PTE LTD', true],
  ['TIKTOK*RECARGA MONEDAS', true],
];

const NOT_COIN_PURCHASES: [string, false][] = [
  // Shop orders
  ['TIKTOK SHOP', false],
  ['TT SHOP', false],
  ['TikTok Shop*order', false],
  ['TIKTOK SHOP ENVIO', false],
  ['TIKTOKSHOP*ORDER 5771', false],
  ['PAYPAL *TIKTOKSHOP', false],
  ['TIKTOK SHOP US 8005551234 CA', false],
  ['COMPRA TIKTOK SHOP', false],
  ['COMPRA CARTAO TIKTOK LOJA', false],
  ['COMPRA TIENDA TIKTOK', false],
  ['TIKTOK LIVE SHOPPING', false],
  // Ads
  ['TIKTOK ADS', false],
  ['TikTok for Business', false],
  ['TIKTOK ADVERTISING', false],
  ['TIKTOK PUBLICIDADE', false],
  ['TIKTOK ANUNCIOS', false],
  ['TIKTOK PUBLICIDAD', false],
  ['TIKTOK ADS MANAGER SINGAPORE SG', false],
  ['TIKTOK BUSINESS CENTER', false],
  ['TIKTOKADS.COM', false],
  ['TIKTOK PROMOTE', false],
  ['FACEBK *ADS', false],
  // Near-miss spellings
  ['TICK TOCK CLOCKS', false],
  ['TIKI TOKI BAR', false],
  ['STOCKTOK', false],
  ['TIKTOKEN EXCHANGE', false],
  ['STICKTOK', false],
  ['TIKTAK TOYS', false],
  ['TIC TAC CANDY', false],
  ['TOK TIK', false],
  ['TIKTOKER MERCH', false],
  ['TIK TAK PIZZA', false],
  ['TICTOC COFFEE', false],
  ['TIC-TOC DINER', false],
  ['TIKTOCK', false],
  // Other platforms and ByteDance apps that are not this one
  ['DOUYIN', false],
  ['CAPCUT PRO', false],
  ['BYTEDANCE PTE LTD', false],
  ['KWAI COINS', false],
  ['BIGO LIVE', false],
  ['INSTAGRAM', false],
  ['TWITCH INTERACTIVE', false],
  ['ROBLOX CORP', false],
  ['DISCORD* NITRO', false],
  // App stores without the platform
  ['APPLE.COM/BILL', false],
  ['APPLE.COM/BILL 866-712-7753 CA', false],
  ['APPLE.COM/BILL BUMBLE', false],
  ['GOOGLE *YouTube', false],
  ['GOOGLE *YouTubePremium', false],
  ['GOOGLE *Google Storage', false],
  ['GOOGLE *TINDER', false],
  // Everyday merchants across card networks
  ['SPOTIFY USA', false],
  ['SPOTIFY P1A2B3C4D5 STOCKHOLM SE', false],
  ['NETFLIX.COM', false],
  ['UBER *TRIP', false],
  ['UBER *EATS', false],
  ['AMAZON.COM*AB12C3DE4', false],
  ['AMZN Mktp US*2K3L45', false],
  ['WHOLEFDS MKT 10234', false],
  ['TRADER JOE S #552', false],
  ['KROGER #0345', false],
  ['WALMART SUPERCENTER #1234', false],
  ['TARGET 00012345', false],
  ['STARBUCKS STORE 12345', false],
  ['SQ *BLUE BOTTLE COFFEE', false],
  ['TST* SHAKE SHACK 1234', false],
  ['PAYPAL *STEAM GAMES', false],
  ['CHECKCARD 0412 SHELL OIL 57444', false],
  ['VISA DDA PUR 441234 COSTCO WHSE #0123', false],
  ['POS DEBIT CVS/PHARMACY #04567', false],
  ['PAYROLL DIRECT DEP ACME CORP', false],
  ['RENT PAYMENT ZELLE', false],
  ['VENMO PAYMENT 1234', false],
  // Spanish and Portuguese statements
  ['COMPRA OXXO', false],
  ['PAGO TELMEX', false],
  ['PIX JOAO SILVA', false],
  ['COMPRA CARTAO IFOOD', false],
  ['MERCADOPAGO*MERCADOLIBRE', false],
  ['DEB AUT NETFLIX', false],
  ['COMPRA INTERNACIONAL SPOTIFY', false],
  ['PAGO DE SERVICIOS CFE', false],
  ['COMPRA CARTAO UBER TRIP', false],
  ['COMPRA CON TARJETA SORIANA MONEDAS', false],
];

describe('isCoinPurchaseText', () => {
  it('has a corpus of at least 60 descriptors each way', () => {
    expect(COIN_PURCHASES.length).toBeGreaterThanOrEqual(60);
    expect(NOT_COIN_PURCHASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each([...COIN_PURCHASES, ...NOT_COIN_PURCHASES])('%s -> %s', (descriptor, expected) => {
    expect(isCoinPurchaseText(descriptor)).toBe(expected);
    expect(isCoinPurchaseText(descriptor.toLowerCase())).toBe(expected);
  });

  it('finds the platform in the merchant when the description is generic', () => {
    expect(isCoinPurchaseText('POS PURCHASE 0412', 'TikTok')).toBe(true);
    expect(isCoinPurchaseText('DEBIT CARD PURCHASE XXXXX1234', 'Tik Tok')).toBe(true);
    expect(isCoinPurchaseText('COMPRA CON TARJETA', 'TikTok Pte. Ltd.')).toBe(true);
    expect(isCoinPurchaseText('APPLE.COM/BILL', 'TikTok')).toBe(true);
  });

  it('lets an exclusion in either field win', () => {
    expect(isCoinPurchaseText('CARD PURCHASE', 'TikTok Shop')).toBe(false);
    expect(isCoinPurchaseText('TIKTOK SHOP ORDER 5771', 'TikTok')).toBe(false);
    expect(isCoinPurchaseText('TIKTOK', 'TikTok for Business')).toBe(false);
  });

  it('needs the platform named somewhere', () => {
    expect(isCoinPurchaseText('POS PURCHASE 0412', 'Spotify')).toBe(false);
    expect(isCoinPurchaseText('APPLE.COM/BILL', 'Apple')).toBe(false);
    expect(isCoinPurchaseText('POS PURCHASE 0412', null)).toBe(false);
    expect(isCoinPurchaseText('', '')).toBe(false);
  });
});

describe('categorize', () => {
  it('puts coin purchases in TikTok and everything else in Other', () => {
    expect(categorize({ description: 'TIKTOK COINS 8005551234 CA' })).toBe('TikTok');
    expect(categorize({ description: 'CHECKCARD 0412', merchant: 'TikTok' })).toBe('TikTok');
    expect(categorize({ description: 'TIKTOK SHOP', merchant: null })).toBe('Other');
    expect(categorize({ description: 'UBER *TRIP', merchant: 'Uber' })).toBe('Other');
  });
});

describe('normaliseDescriptor', () => {
  it('folds case, accents and punctuation', () => {
    expect(normaliseDescriptor('TikTok*Coins')).toBe('TIKTOK COINS');
    expect(normaliseDescriptor('APPLE.COM/BILL  TíkTok')).toBe('APPLE COM BILL TIKTOK');
    expect(normaliseDescriptor(' Tik-Tok ')).toBe('TIK TOK');
  });
});
