// A local Finicity for the real client's tests, held to the Mastercard Open Finance US OpenAPI 1.42.0 (every
// request and response is checked; see ../testing/). Tokens are checked on every call and can be expired
// at will (`expireTokens`), customers get two accounts and a transaction history, transaction pages follow
// `start` (1-based record index) and `limit`. `failNext` makes the next calls fail (a status, or no answer).
import type { Definition } from '#api/providers/banks/testing/openapi-contract.ts';
import { loadContract } from '#api/providers/banks/testing/openapi-contract.ts';
import {
  type ContractServer,
  type FakeReply,
  type FakeRequest,
  startContractServer,
} from '#api/providers/banks/testing/contract-server.ts';

export const FAKE_FINICITY_KEYS = {
  partnerId: '2445582695152',
  secret: 'fake-finicity-partner-secret',
  appKey: 'fake-finicity-app-key',
} as const;

const DAY = 86_400;
/** 2025-02-01T00:00:00Z in epoch seconds. */
export const FAKE_FINICITY_EPOCH = 1_738_368_000;

/**
 * Errata: the definition types ErrorMessage.code as `object`, while its own examples, its description ("can
 * be returned as a number or a string") and the API send a string or a number. Corrected to that here.
 */
export function finicityErrorCodeErrata(definition: Definition): void {
  const schemas = definition.components?.schemas as
    Record<string, { properties?: Record<string, Record<string, unknown>> }> | undefined;
  const code = schemas?.ErrorMessage?.properties?.code;
  if (!code || code.type !== 'object')
    throw new Error('ErrorMessage.code is no longer typed object: remove finicityErrorCodeErrata');
  delete code.type;
  code.anyOf = [{ type: 'string' }, { type: 'integer' }];
}

function account(customerId: string, n: number) {
  const number = `80000088${String(80 + n)}`;
  return {
    id: String(5_011_648_376 + n),
    number,
    accountNumberDisplay: number.slice(-4),
    realAccountNumberLast4: number.slice(-4),
    name: n === 1 ? 'Checking' : 'Credit Card',
    // Required by the definition although it is missing from the schema's properties.
    accountNickname: n === 1 ? 'Everyday Checking' : 'Rewards Card',
    balance: n === 1 ? 501.24 : -120.5,
    type: n === 1 ? 'checking' : 'creditCard',
    aggregationStatusCode: 0,
    status: 'active',
    customerId,
    institutionId: '4222',
    balanceDate: FAKE_FINICITY_EPOCH,
    aggregationSuccessDate: FAKE_FINICITY_EPOCH,
    aggregationAttemptDate: FAKE_FINICITY_EPOCH,
    createdDate: FAKE_FINICITY_EPOCH - 30 * DAY,
    lastUpdatedDate: FAKE_FINICITY_EPOCH,
    currency: 'USD',
    institutionLoginId: 1_007_302_745,
    displayPosition: n,
  };
}

const KINDS = [
  {
    description: 'TIKTOK COINS 8005551234 CA',
    memo: 'POS PURCHASE',
    amount: -4.99,
    status: 'active',
    payee: 'TikTok',
    category: 'Entertainment',
  },
  {
    description: 'STARBUCKS #1234',
    memo: '',
    amount: -6.45,
    status: 'pending',
    payee: 'Starbucks',
    category: 'Coffee Shops',
  },
  {
    description: 'PAYROLL ACME INC',
    memo: 'DIRECT DEP',
    amount: 2150,
    status: 'active',
    payee: 'Acme',
    category: 'Paycheck',
  },
  { description: 'AMAZON MKTPLACE', memo: '', amount: -23.1, status: 'shadow', payee: 'Amazon', category: 'Shopping' },
] as const;

function transaction(customerId: string, n: number) {
  const kind = KINDS[(n - 1) % KINDS.length] ?? KINDS[0];
  const when = FAKE_FINICITY_EPOCH + n * DAY;
  return {
    id: 21_284_820_852 + n,
    amount: kind.amount,
    accountId: 5_011_648_377,
    customerId: Number(customerId),
    status: kind.status,
    description: kind.description,
    ...(kind.memo ? { memo: kind.memo } : {}),
    type: kind.amount < 0 ? 'debit' : 'credit',
    transactionDate: when,
    ...(kind.status === 'pending' ? {} : { postedDate: when + DAY }),
    createdDate: when + DAY,
    categorization: {
      normalizedPayeeName: kind.payee,
      category: kind.category,
      country: 'USA',
      bestRepresentation: kind.description,
    },
  };
}

export type FakeFinicity = ContractServer & {
  failNext(count: number, status: number | 'hang'): void;
  /** Every token issued so far stops working (Finicity answers 401 code 10023). */
  expireTokens(): void;
  /** Tokens issued (calls to the partner authentication). */
  authentications: number;
  customers: Map<string, { username: string; type: 'testing' | 'active' }>;
  deletedAccounts: string[];
  transactionsPerCustomer: number;
};

export async function startFakeFinicity(): Promise<FakeFinicity> {
  const contract = await loadContract('finicity-openbanking-us-1.42.0.yaml', finicityErrorCodeErrata);
  const failures: (number | 'hang')[] = [];
  const tokens = new Set<string>();
  const expired = new Set<string>();
  let counter = 0;
  const error = (status: number, code: string, message: string): FakeReply => ({
    status,
    body: { code, status: String(status), message },
  });

  function answer(req: FakeRequest): FakeReply {
    const failure = failures.shift();
    if (failure === 'hang') return 'hang';
    if (failure !== undefined) return { status: failure, body: 'Service Unavailable', contentType: 'text/plain' };
    if (req.headers['finicity-app-key'] !== FAKE_FINICITY_KEYS.appKey)
      return error(401, '10021', 'Invalid (Finicity-App-Key)');
    const body = (req.body ?? {}) as Record<string, string>;
    if (req.operationId === 'CreateToken') {
      if (body.partnerId !== FAKE_FINICITY_KEYS.partnerId || body.partnerSecret !== FAKE_FINICITY_KEYS.secret)
        return error(401, '10001', 'Invalid credentials');
      const token = `fake-token-${++counter}`;
      tokens.add(token);
      fake.authentications++;
      return { status: 200, body: { token } };
    }
    const token = String(req.headers['finicity-app-token'] ?? '');
    if (expired.has(token)) return error(401, '10023', 'Expired (Finicity-App-Token)');
    if (!tokens.has(token)) return error(401, '10022', 'Invalid (Finicity-App-Token)');
    const customerId = req.path.split('/')[4] ?? '';
    const known = fake.customers.has(customerId);
    switch (req.operationId) {
      case 'AddTestingCustomer':
      case 'AddCustomer': {
        if ([...fake.customers.values()].some((c) => c.username === body.username))
          return error(409, '11000', 'A username already exists');
        const id = String(1_005_061_233 + fake.customers.size + 1);
        fake.customers.set(id, {
          username: body.username ?? '',
          type: req.operationId === 'AddCustomer' ? 'active' : 'testing',
        });
        return { status: 201, body: { id, username: body.username, createdDate: FAKE_FINICITY_EPOCH } };
      }
      case 'GetCustomers': {
        const wanted = req.query.get('username');
        const customers = [...fake.customers].filter(([, c]) => !wanted || c.username === wanted);
        const rows = customers.map(([id, c]) => ({
          id,
          username: c.username,
          firstName: 'Gift',
          lastName: 'Orbit',
          type: c.type,
          createdDate: String(FAKE_FINICITY_EPOCH),
        }));
        return {
          status: 200,
          body: { found: rows.length, displaying: rows.length, moreAvailable: false, customers: rows },
        };
      }
      case 'GenerateConnectUrl':
        return {
          status: 200,
          body: {
            link:
              `https://connect2.finicity.com?customerId=${body.customerId}&partnerId=${body.partnerId}` +
              '&signature=abc&timestamp=1&ttl=2',
          },
        };
      case 'GetCustomerAccounts':
      case 'RefreshCustomerAccounts':
        if (!known) return error(404, '14001', 'Customer not found.');
        return {
          status: 200,
          body: {
            accounts: [account(customerId, 1), account(customerId, 2)].filter(
              (a) => !fake.deletedAccounts.includes(a.id),
            ),
          },
        };
      case 'DeleteCustomerAccount': {
        const accountId = req.path.split('/')[6] ?? '';
        if (!known || fake.deletedAccounts.includes(accountId)) return error(404, '38003', 'Account not found.');
        fake.deletedAccounts.push(accountId);
        return { status: 204 };
      }
      case 'DeleteCustomer':
        if (!fake.customers.delete(customerId)) return error(404, '14001', 'Customer not found.');
        return { status: 204 };
      case 'GetAccountOwner': {
        const accountId = req.path.split('/')[6] ?? '';
        if (!known || !accountId.startsWith('50116483')) return error(404, '38003', 'Account not found.');
        // Two people on one account, as the institution writes them.
        const owner = { ownerName: ' Patrick  &  Lorraine Purchaser ', ownerAddress: '434 W Ascension Way Murray UT' };
        return { status: 200, body: { ...owner, asOfDate: FAKE_FINICITY_EPOCH } };
      }
      case 'GetAllCustomerTransactions': {
        if (!known) return error(404, '14001', 'Customer not found.');
        const from = Number(req.query.get('fromDate'));
        const to = Number(req.query.get('toDate'));
        const start = Number(req.query.get('start') ?? 1);
        const limit = Number(req.query.get('limit') ?? 25);
        const all = Array.from({ length: fake.transactionsPerCustomer }, (_, i) =>
          transaction(customerId, i + 1),
        ).filter((t) => t.transactionDate >= from && t.transactionDate <= to);
        const transactions = all.slice(start - 1, start - 1 + limit);
        const more = start - 1 + transactions.length < all.length;
        const page = {
          found: all.length,
          displaying: transactions.length,
          moreAvailable: String(more),
          fromDate: String(from),
          toDate: String(to),
          sort: 'asc',
        };
        return { status: 200, body: { ...page, transactions } };
      }
      default:
        return error(404, '404', 'Not found.');
    }
  }

  const server = await startContractServer(contract, answer);
  const fake: FakeFinicity = Object.assign(server, {
    failNext: (count: number, status: number | 'hang') => failures.push(...Array.from({ length: count }, () => status)),
    expireTokens: () => {
      for (const token of tokens) expired.add(token);
    },
    authentications: 0,
    customers: new Map<string, { username: string; type: 'testing' | 'active' }>(),
    deletedAccounts: [] as string[],
    transactionsPerCustomer: 5,
  });
  return fake;
}
