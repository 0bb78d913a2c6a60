// The calls behind email confirmation, password reset and changing the email (one module, so the banner,
// the link pages and Settings share them).
import { accountApiPaths as paths } from '#shared/routes-account.ts';
import type { ChangeEmailInput, LinkResult } from '#shared/schemas/account-email.ts';
import { apiRequest } from './api-client.ts';

type Message = { message: string };

export const verifyEmail = (token: string) => apiRequest<LinkResult>('POST', paths.verifyEmail, { token });
export const resendVerification = () => apiRequest<Message>('POST', paths.resendVerification, {});
/** From the screen sign-up ends on: this browser's pending link, sent again. */
export const resendSignup = () => apiRequest<Message>('POST', paths.resendSignup, {});
export const forgotPassword = (email: string) => apiRequest<Message>('POST', paths.forgotPassword, { email });
export const resetPassword = (token: string, password: string) =>
  apiRequest<LinkResult>('POST', paths.resetPassword, { token, password });
export const changeEmail = (input: ChangeEmailInput) => apiRequest<Message>('POST', paths.changeEmail, input);
export const confirmEmailChange = (token: string) =>
  apiRequest<LinkResult>('POST', paths.confirmEmailChange, { token });
export const undoEmailChange = (token: string) => apiRequest<LinkResult>('POST', paths.undoEmailChange, { token });

/** The token a mail's link carries after '#' (never sent to the server as part of the address). */
export const linkTokenHere = () => window.location.hash.replace(/^#/, '');
