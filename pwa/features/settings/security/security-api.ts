// Settings > Security's one read (two-factor, passkeys, devices) and its changes, each refreshing it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { securityApiPaths as paths } from '#shared/routes-security.ts';
import type {
  PasswordAndFactorInput,
  RecoveryCodes,
  SecurityOverview,
  TwoFactorSetup,
} from '#shared/schemas/security.ts';
import { apiRequest, getJson } from '#pwa/lib/api-client.ts';
import { withProof } from '#pwa/lib/proof.ts';

export const securityKeys = { all: ['security'] as const };

export const useSecurity = () =>
  useQuery({ queryKey: securityKeys.all, queryFn: () => getJson<SecurityOverview>(paths.overview) });

/** A change, then the overview read again. */
function useSecurityChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

/** What the member typed in the one code field: six digits are the app's code, anything else a recovery code. */
export const asFactor = (typed: string) =>
  /^\d{6}$/.test(typed.trim()) ? { code: typed.trim() } : { recoveryCode: typed.trim() };

export const useStartTwoFactor = () =>
  useMutation({ mutationFn: () => withProof(() => apiRequest<TwoFactorSetup>('POST', paths.twoFactorSetup, {})) });
export const useEnableTwoFactor = () =>
  useSecurityChange((code: string) =>
    withProof(() => apiRequest<RecoveryCodes>('POST', paths.twoFactorEnable, { code })),
  );
export const useDisableTwoFactor = () =>
  useSecurityChange((input: PasswordAndFactorInput) =>
    withProof(() => apiRequest('POST', paths.twoFactorDisable, input)),
  );
export const useRenewRecoveryCodes = () =>
  useSecurityChange((input: PasswordAndFactorInput) =>
    withProof(() => apiRequest<RecoveryCodes>('POST', paths.recoveryCodes, input)),
  );
export const useRenamePasskey = () =>
  useSecurityChange(({ id, name }: { id: string; name: string }) => apiRequest('PATCH', paths.passkey(id), { name }));
export const useRemovePasskey = () => useSecurityChange((id: string) => apiRequest('DELETE', paths.passkey(id)));
export const useSignOutDevice = () => useSecurityChange((id: string) => apiRequest('DELETE', paths.session(id)));
export const useSignOutOthers = () =>
  useSecurityChange(() => apiRequest<{ message: string }>('POST', paths.otherSessions, {}));
/** Adds a passkey of this device: the options, the browser's ceremony (loaded only now), the server's check. */
export const useAddPasskey = () =>
  useSecurityChange(async () => {
    const { startRegistration } = await import('@simplewebauthn/browser');
    // Asked for a recent proof first when the session has none: the options call is where it is asked.
    const optionsJSON = await withProof(() =>
      apiRequest<Parameters<typeof startRegistration>[0]['optionsJSON']>('POST', paths.passkeyOptions, {}),
    );
    const response = await startRegistration({ optionsJSON });
    return apiRequest<{ id: string; name: string }>('POST', paths.passkeys, { response });
  });
