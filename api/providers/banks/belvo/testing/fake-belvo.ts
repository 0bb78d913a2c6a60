// A local Belvo for the real client's tests, held to Belvo's OpenAPI 1.35.0 (every request and response is
// checked; see ../testing/). It answers like Belvo's sandbox: password `wrong` -> 400 invalid_credentials,
// a `gotham_*` institution -> 428 token_required (then PATCH /api/links/ with the session and the code
// `FAKE_BELVO_TOKEN` links; another code -> 400 invalid_token), anything else links. Lists are paginated the Belvo way
// (`page`, `page_size`, absolute `next` URLs). `failNext` makes the next calls fail (a status, or no answer).
import { loadContract } from '#api/providers/banks/testing/openapi-contract.ts';
import {
  type ContractServer,
  type FakeReply,
  type FakeRequest,
  startContractServer,
} from '#api/providers/banks/testing/contract-server.ts';

export const FAKE_BELVO_KEYS = {
  secretId: 'fake-belvo-secret-id',
  secretPassword: 'fake-belvo-secret-password',
} as const;

const NOW = '2025-03-01T12:00:00.000Z';
const requestId = (n: number) => n.toString(16).padStart(32, '0');
const uuid = (kind: number, n: number) => `00000000-0000-4000-8${kind}00-${n.toString(16).padStart(12, '0')}`;

/** The one-time code the fake's `gotham_*` banks accept. */
export const FAKE_BELVO_TOKEN = '123456';

export const FAKE_BELVO_INSTITUTIONS = [
  ['erebor_mx_retail', 'Erebor Mexico', 'MX'],
  ['gringotts_mx_retail', 'Gringotts Mexico', 'MX'],
  ['gotham_mx_business', 'Gotham Mexico Business', 'MX'],
  ['erebor_br_retail', 'Erebor Brazil', 'BR'],
  ['erebor_co_retail', 'Erebor Colombia', 'CO'],
] as const;

const institution = ([name, display, country]: (typeof FAKE_BELVO_INSTITUTIONS)[number], i: number) => ({
  id: i + 1,
  name,
  type: 'bank',
  website: 'https://www.erebor.example',
  display_name: display,
  country_codes: [country],
  primary_color: '#056dae',
  logo: null,
  icon_logo: null,
  text_logo: null,
  form_fields: [
    {
      name: 'username',
      type: 'text',
      label: 'Client number',
      validation: '^.{1,}$',
      placeholder: 'ABC1234567',
      validation_message: 'Invalid client number',
    },
  ],
  features: [],
  resources: ['ACCOUNTS', 'TRANSACTIONS', 'BALANCES', 'OWNERS'],
  integration_type: 'credentials',
  status: 'healthy',
});

function account(linkId: string, institutionName: string, n: number) {
  return {
    id: uuid(1, n),
    link: linkId,
    institution: { name: institutionName, type: 'bank' },
    collected_at: NOW,
    created_at: NOW,
    category: 'CHECKING_ACCOUNT',
    balance_type: 'ASSET',
    type: 'Cuentas de efectivo',
    name: 'Cuenta Perfiles- M.N. - MXN-666',
    number: `40570681151${String(80 + n).padStart(2, '0')}`,
    balance: { current: 5874.13, available: 5621.12 },
    currency: 'MXN',
    public_identification_name: 'CLABE',
    public_identification_value: `1501946831199002${String(72 + n)}`,
    last_accessed_at: NOW,
    credit_data: null,
    loan_data: null,
    funds_data: null,
    receivables_data: null,
    bank_product_id: '1',
    internal_identification: `acc-${n}`,
  };
}

const KINDS = [
  {
    description: 'TIKTOK COINS 8005551234 CA',
    merchant: 'TikTok',
    amount: 4.99,
    type: 'OUTFLOW',
    status: 'PROCESSED',
    category: 'Online Platforms & Leisure',
  },
  {
    description: 'OXXO SUCURSAL 1234',
    merchant: 'OXXO',
    amount: 87.5,
    type: 'OUTFLOW',
    status: 'PENDING',
    category: 'Food & Groceries',
  },
  {
    description: 'SPEI RECIBIDO NOMINA',
    merchant: null,
    amount: 15250,
    type: 'INFLOW',
    status: 'PROCESSED',
    category: 'Income & Payments',
  },
] as const;

function transaction(acc: ReturnType<typeof account>, n: number) {
  const kind = KINDS[n % KINDS.length] ?? KINDS[0];
  const day = String(1 + (n % 28)).padStart(2, '0');
  return {
    id: uuid(2, n),
    internal_identification: `tx-${n}`,
    account: acc,
    collected_at: NOW,
    created_at: NOW,
    value_date: `2025-02-${day}`,
    accounting_date: `2025-02-${day}T10:00:00.000Z`,
    amount: kind.amount,
    balance: 5874.13,
    currency: 'MXN',
    description: kind.description,
    observations: null,
    merchant: kind.merchant ? { logo: null, website: null, merchant_name: kind.merchant } : null,
    category: kind.category,
    subcategory: null,
    reference: `${900000 + n}`,
    type: kind.type,
    status: kind.status,
    credit_card_data: null,
  };
}

export type FakeBelvo = ContractServer & {
  /** The next `count` requests answer `status` with a Belvo error body, or not at all ('hang'). */
  failNext(count: number, status: number | 'hang'): void;
  /** Transactions each link has (default 5). */
  transactionsPerLink: number;
  links: Map<string, { institution: string }>;
  /** Code requests waiting, by Belvo session. */
  sessions: Map<string, { link: string; institution: string }>;
};

export async function startFakeBelvo(): Promise<FakeBelvo> {
  const contract = await loadContract('belvo-api-1.35.0.yaml');
  const failures: (number | 'hang')[] = [];
  const links = new Map<string, { institution: string }>();
  const sessions = new Map<string, { link: string; institution: string }>();
  let counter = 0;
  const keys = `${FAKE_BELVO_KEYS.secretId}:${FAKE_BELVO_KEYS.secretPassword}`;
  const basic = `Basic ${Buffer.from(keys).toString('base64')}`;
  const error = (status: number, code: string, message: string, extra: object = {}): FakeReply => ({
    status,
    body: [{ code, message, request_id: requestId(++counter), ...extra }],
  });

  /** Belvo's Link, 201 on register, 200 on completing a code request (the contract checks which). */
  function linked(id: string, institutionName: string, accessMode: string, status = 201): FakeReply {
    links.set(id, { institution: institutionName });
    return {
      status,
      body: {
        id,
        institution: institutionName,
        access_mode: accessMode,
        last_accessed_at: NOW,
        created_at: NOW,
        external_id: null,
        institution_user_id: 'A'.repeat(43) + '=',
        status: 'valid',
        created_by: uuid(4, 1),
        refresh_rate: '24h',
      },
    };
  }

  function page<T>(req: FakeRequest, origin: string, rows: T[]): FakeReply {
    const size = Number(req.query.get('page_size') ?? 100);
    const number = Number(req.query.get('page') ?? 1);
    const results = rows.slice((number - 1) * size, number * size);
    const nextQuery = new URLSearchParams(req.query);
    nextQuery.set('page', String(number + 1));
    const next = number * size < rows.length ? `${origin}${req.path}?${nextQuery}` : null;
    return { status: 200, body: { count: rows.length, next, previous: null, results } };
  }

  const rowsOf = (linkId: string) => {
    const link = links.get(linkId);
    if (!link) return null;
    const acc = account(linkId, link.institution, 1);
    return Array.from({ length: fake.transactionsPerLink }, (_, i) => transaction(acc, i + 1));
  };

  function answer(req: FakeRequest, origin: string): FakeReply {
    const failure = failures.shift();
    if (failure === 'hang') return 'hang';
    if (failure !== undefined) return error(failure, 'unexpected_error', 'Belvo is unavailable (injected).');
    if (req.headers.authorization !== basic)
      return error(401, 'authentication_failed', 'Invalid credentials. Check your secret id and password.');
    const body = (req.body ?? {}) as Record<string, string>;
    switch (req.operationId) {
      case 'Institutions_list':
        return page(req, origin, FAKE_BELVO_INSTITUTIONS.map(institution));
      case 'Links_register': {
        if (body.password === 'wrong')
          return error(400, 'invalid_credentials', 'The credentials provided are invalid, please try again.');
        if (body.institution?.startsWith('gotham_')) {
          const session = requestId(++counter);
          sessions.set(session, { link: uuid(3, counter), institution: body.institution });
          return error(428, 'token_required', 'A MFA token is required by the institution to login', {
            session,
            expiry: 9600,
            link: uuid(3, counter),
            token_generation_data: {
              instructions: 'Use the code sent to your phone',
              type: 'numeric',
              value: '',
              expects_user_input: true,
            },
          });
        }
        return linked(uuid(3, ++counter), body.institution ?? '', body.access_mode ?? 'single');
      }
      case 'Links_completeRequest': {
        const waiting = sessions.get(body.session ?? '');
        if (!waiting || waiting.link !== body.link)
          return error(400, 'session_expired', 'The session you are trying to resume has expired');
        if (body.token !== FAKE_BELVO_TOKEN)
          return error(400, 'invalid_token', 'The token sent is incorrect or has expired, please try again.');
        sessions.delete(body.session ?? '');
        return linked(waiting.link, waiting.institution, 'recurrent', 200);
      }
      case 'Accounts_retrieve': {
        const link = links.get(body.link ?? '');
        return link
          ? { status: 201, body: [account(body.link ?? '', link.institution, 1)] }
          : error(400, 'does_not_exist', 'Link does not exist', { field: 'link' });
      }
      case 'Transactions_list': {
        const rows = rowsOf(req.query.get('link') ?? '');
        const from = req.query.get('value_date__gte') ?? '0000';
        const to = req.query.get('value_date__lte') ?? '9999';
        return page(
          req,
          origin,
          (rows ?? []).filter((r) => r.value_date >= from && r.value_date <= to),
        );
      }
      case 'Transactions_retrieve': {
        const rows = rowsOf(body.link ?? '');
        return rows
          ? { status: 201, body: rows }
          : error(400, 'does_not_exist', 'Link does not exist', { field: 'link' });
      }
      case 'Links_destroy': {
        const id = req.path.split('/').filter(Boolean).pop() ?? '';
        return links.delete(id) ? { status: 204 } : error(404, 'not_found', 'Not found.');
      }
      default:
        return error(404, 'not_found', 'Not found.');
    }
  }

  const server = await startContractServer(contract, answer);
  const fake: FakeBelvo = Object.assign(server, {
    failNext: (count: number, status: number | 'hang') => failures.push(...Array.from({ length: count }, () => status)),
    transactionsPerLink: 5,
    links,
    sessions,
  });
  return fake;
}
