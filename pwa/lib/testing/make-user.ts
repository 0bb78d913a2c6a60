import type { Country } from '#shared/constants.ts';
import { COUNTRY_TIME_ZONES } from '#shared/i18n/time-zones.ts';
import type { User } from '#shared/schemas/user.ts';

/** A user as GET /api/user answers it, from `country`, with any field overridden. */
export const makeUser = (country: Country, over: Partial<User> = {}): User => ({
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  username: 'ada',
  userType: 'gifter',
  country,
  locale: 'en-US',
  timeZone: COUNTRY_TIME_ZONES[country],
  profilePicture: null,
  location: null,
  tiktokUsername: null,
  tiktokProfileUrl: null,
  bankAccountConnected: false,
  bankAccountName: null,
  bankAccountNumber: null,
  autoRoundUpEnabled: true,
  roundUpMethod: 'dollar',
  roundUpMultiplier: 1,
  weeklyCap: null,
  investmentChoice: 'interest',
  investmentChosen: false,
  welcomed: true,
  pointsEnabled: true,
  notifyTransactionAlerts: true,
  notifyCashOutReminders: true,
  notifyCreatorUpdates: false,
  referralCode: 'ABCD2345',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});
