import { useMutation } from '@tanstack/react-query';
import { bankDialog } from '#shared/messages/banking.ts';
import { apiPaths } from '#shared/routes.ts';
import type { ConnectCallbackResponse } from '#shared/schemas/banks.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { saveBankAccount } from './save-bank-account.ts';

/** POST /api/finicity/connect-callback: the accounts the user picked in the Connect popup. */
export const connectCallback = () => apiRequest<ConnectCallbackResponse>('POST', apiPaths.finicityConnectCallback);

/**
 * After the popup, ask for the accounts, then save each one (Primary only when it is
 * the only one). A failure to save one is logged and the others are still saved. Answers the name to show.
 */
export async function completeConnection(): Promise<string> {
  const result = await connectCallback();
  const accounts = result?.accounts ?? [];
  const name = result?.account?.name ?? accounts[0]?.name;
  if (!result?.success || name === undefined) throw new Error(bankDialog.unknownError);
  for (const account of accounts) {
    try {
      await saveBankAccount({
        finicityAccountId: account.id,
        accountName: account.name,
        accountNumber: account.number,
        accountType: account.type,
        bankName: account.institutionName,
        isPrimary: accounts.length === 1,
      });
    } catch (error) {
      console.error('Failed to save bank account', account.id, error);
    }
  }
  return name;
}

export const useCompleteConnection = () => useMutation({ mutationFn: completeConnection });
