import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CREDENTIALS_FLOW_COUNTRIES } from '#shared/country-codes.ts';
import { bankDialog as text } from '#shared/messages/banking.ts';
import { validation } from '#shared/messages/common.ts';
import type { CodeRequired } from '#shared/schemas/banks.ts';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { notificationsQuery } from '#pwa/lib/notifications.ts';
import { refreshBankData } from './api/bank-accounts.ts';
import { useCompleteConnection } from './api/connect-callback.ts';
import { useCreateConnectUrl } from './api/create-connect-url.ts';
import { codeRequestOver, codeRequired, useCompleteLink, useCreateLink } from './api/create-link.ts';
import { failureReason } from './api/failure-reason.ts';
import { bringPopupBack, openConnectPopup, watchPopup } from './connect-popup.ts';

export type BankStep = 'intro' | 'credentials' | 'code' | 'connecting' | 'success';
export type CredentialFields = { institution: string; username: string; password: string };
/** Why the last try failed, shown in the dialog under the fields (never a toast over its buttons). */
export type DialogProblem = { title: string; body: string };
export type ConnectionCallbacks = {
  /** The dialog closed itself after a success. */
  onSuccess?: () => void;
  /** A bank was linked and the bank data refreshed: for the composing screen to refresh what other features show. */
  onLinked?: () => void;
};
const noFields: CredentialFields = { institution: '', username: '', password: '' };

/** The bank account is active under another member: the intro then shows the way to support. */
const linkedElsewhere = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/**
 * The bank connection dialog's states: intro; then the credentials form for the first
 * aggregator's countries (and the bank's one-time code when it asks for one), or the Connect popup for the
 * others; success, which stays to say what the first import found (./components/import-summary.tsx) until the member
 * closes it, then `onSuccess`. A failure keeps the member's place (the chosen bank and
 * username, only the password cleared) and says why under the fields; closing resets to intro with empty fields.
 * It cannot be closed while a call is under way; closed while the popup is open, it stops watching and closes
 * the popup. After a link, the user and bank accounts are refreshed, and `onLinked` called, when the dialog
 * closes (or goes away).
 */
export function useBankConnection({ onSuccess, onLinked }: ConnectionCallbacks = {}) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<BankStep>('intro');
  const [fields, setFields] = useState(noFields);
  const [heldElsewhere, setHeldElsewhere] = useState(false);
  const [problem, setProblem] = useState<DialogProblem | null>(null);
  const [codeAsk, setCodeAsk] = useState<CodeRequired | null>(null);
  const connectUrl = useCreateConnectUrl();
  const link = useCreateLink();
  const sendCode = useCompleteLink();
  const complete = useCompleteConnection();
  const popup = useRef<Window | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);
  /** The newest notification when the link began: the first import's notice is a newer one. */
  const [noticesBefore, setNoticesBefore] = useState(0);
  const [reading, setReading] = useState(false);
  const callbacks = useRef({ onSuccess, onLinked });
  callbacks.current = { onSuccess, onLinked };

  const usesCredentials = Boolean(user && CREDENTIALS_FLOW_COUNTRIES.includes(user.country));
  const busy = reading || connectUrl.isPending || link.isPending || sendCode.isPending || complete.isPending;

  // Linked, but the screens under the dialog not refreshed yet: they are once it closes, so an entry point
  // that depends on the data (the transactions page's 'No Bank Account Connected' banner) stays in place
  // while the success message shows.
  const linked = useRef(false);
  const finishLink = (notify: boolean) => {
    if (!linked.current) return;
    linked.current = false;
    refreshBankData(queryClient);
    callbacks.current.onLinked?.();
    if (notify) callbacks.current.onSuccess?.();
  };

  const release = () => {
    stopWatching.current?.();
    stopWatching.current = null;
    if (popup.current && !popup.current.closed) popup.current.close();
    popup.current = null;
  };
  // Gone while the popup is open or a link waits to be shown: stop watching, and refresh without `onSuccess`.
  const unmount = useEffectEvent(() => {
    release();
    finishLink(false);
  });
  useEffect(() => () => unmount(), []);

  const close = () => {
    release();
    setOpen(false);
    setStep('intro');
    setFields(noFields);
    setHeldElsewhere(false);
    setProblem(null);
    setCodeAsk(null);
    finishLink(true);
  };

  const succeed = (description: string) => {
    toast({ title: text.connectedTitle, description });
    linked.current = true;
    setProblem(null);
    setCodeAsk(null);
    setStep('success');
  };

  /** Back to `to`, saying why (the words the bank error toasts used, now in the dialog). */
  const fail = (to: BankStep, title: string, body: string) => {
    setProblem({ title, body });
    setStep(to);
  };
  const setupFailed = (error: unknown) =>
    fail('intro', text.setupFailedTitle, text.setupFailedBody(failureReason(error, text.unknownServerError)));

  const completeAfterPopup = () => {
    stopWatching.current = null;
    popup.current = null;
    complete.mutate(undefined, {
      onSuccess: (name) => succeed(text.linkedAccount(name)),
      onError: (error) => {
        setHeldElsewhere(linkedElsewhere(error));
        fail('intro', text.connectionFailedTitle, text.callbackFailedBody(failureReason(error, text.unknownError)));
      },
    });
  };

  /**
   * Read before the link is sent: a sandbox bank imports while it answers, and a notice read after would hide its own
   * import. A failure leaves 0: the newest import notice shows.
   */
  const readNoticesBefore = async () => {
    setReading(true);
    try {
      const { notifications } = await queryClient.fetchQuery({ ...notificationsQuery(), staleTime: 0 });
      setNoticesBefore(Math.max(0, ...notifications.map((n) => n.id)));
    } catch {
      // Unread: 0 stands.
    } finally {
      setReading(false);
    }
  };

  const connect = () => {
    setHeldElsewhere(false);
    setProblem(null);
    if (!user) return fail('intro', text.userNotLoadedTitle, text.userNotLoadedBody);
    if (usesCredentials) return setStep('credentials');
    let opened: Window;
    try {
      opened = openConnectPopup();
    } catch (error) {
      return setupFailed(error);
    }
    popup.current = opened;
    // The member signs in to the bank in the popup meanwhile: nothing is linked before this answers.
    void readNoticesBefore();
    connectUrl.mutate(undefined, {
      onSuccess: (url) => {
        opened.location.href = url;
        setStep('connecting');
        stopWatching.current = watchPopup(opened, completeAfterPopup);
      },
      onError: (error) => {
        release();
        setupFailed(error);
      },
    });
  };

  /** A refused link or code: the bank asking (again) for a code, the account held elsewhere, or a reason to show. */
  const linkRefused = (error: unknown, stayOn: BankStep) => {
    // The password never waits in memory longer than it must: it has gone to the bank, whatever it answered.
    setFields((f) => ({ ...f, password: '' }));
    const ask = codeRequired(error);
    if (ask) {
      setCodeAsk(ask);
      setProblem(null);
      return setStep('code');
    }
    if (linkedElsewhere(error)) {
      setHeldElsewhere(true);
      setProblem(null);
      return setStep('intro');
    }
    const to = stayOn === 'code' && codeRequestOver(error) ? 'credentials' : stayOn;
    fail(to, text.connectionFailedTitle, text.linkFailedBody(failureReason(error, text.unknownError)));
  };

  const submitCredentials = () => {
    const { institution, username, password } = fields;
    if (!institution || !username || !password)
      return fail('credentials', validation.missingInfoTitle, validation.missingInfoBody);
    setProblem(null);
    void readNoticesBefore().then(() =>
      link.mutate(fields, {
        onSuccess: ({ bankName }) => {
          setFields(noFields);
          succeed(text.linkedBank(bankName));
        },
        onError: (error) => linkRefused(error, 'credentials'),
      }),
    );
  };

  const submitCode = (token: string) => {
    setProblem(null);
    sendCode.mutate(token.trim(), {
      onSuccess: ({ bankName }) => {
        setFields(noFields);
        succeed(text.linkedBank(bankName));
      },
      onError: (error) => linkRefused(error, 'code'),
    });
  };

  const onOpenChange = (next: boolean) => {
    if (next) return setOpen(true);
    if (!busy) close();
  };

  const back = () => {
    setProblem(null);
    setCodeAsk(null);
    setStep(step === 'code' ? 'credentials' : 'intro');
  };

  return {
    open,
    onOpenChange,
    step,
    busy,
    user,
    usesCredentials,
    heldElsewhere,
    problem,
    codeAsk,
    fields,
    setFields,
    connect,
    back,
    submitCredentials,
    submitCode,
    showPopupAgain: () => bringPopupBack(popup.current),
    noticesBefore,
  };
}
