// The mail that confirms an account was closed, sent to the address it had. Only the server reads this file.
import { PRODUCT_NAME, SECURITY_EMAIL } from '#shared/constants.ts';

export const closingMail = {
  subject: `Your ${PRODUCT_NAME} account is closed`,
  lines: [
    `Your ${PRODUCT_NAME} account is closed, as you asked. Your name, email, username and picture are erased, ` +
      'your bank links and saved cards removed, and every device signed out.',
    'Records of past money movements are kept for 7 years, as the law asks, without your name or email.',
    `You can create a new ${PRODUCT_NAME} account with this email whenever you like.`,
  ],
  after: [`If you did not close your account, write to ${SECURITY_EMAIL} at once.`],
} as const;
