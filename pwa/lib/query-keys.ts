// Key factories of the queries that more than one feature reads or refreshes. Features do not import each
// other, yet linking a bank changes the stats (dashboard), the transactions and the bank accounts at once:
// their keys live here so every feature refreshes them by the same name.

export const statsKeys = { all: ['stats'] as const, fast: () => [...statsKeys.all, 'fast'] as const };

export const transactionsKeys = {
  all: ['transactions'] as const,
  list: () => [...transactionsKeys.all, 'list'] as const,
};

export const bankAccountsKeys = {
  all: ['bank-accounts'] as const,
  list: () => [...bankAccountsKeys.all, 'list'] as const,
};

export const finicityDebugKeys = {
  all: ['finicity-debug'] as const,
  info: () => [...finicityDebugKeys.all, 'info'] as const,
};
