// The member's frame (issue 11): a member's dashboard opened from a fresh load arrives already drawn, header and
// greeting in place, so it paints before any script has run. The build renders the screen once per variant with a
// marker user (pwa/app/prerender.tsx, api/lib/visitor-pages-build.ts); for a valid session the server puts the
// member's own values where the markers are (api/lib/member-frame.ts), and the app takes over from the user it sends
// with the page (pwa/main.tsx). Both ends take the markers and the variants from here.
import { USER_TYPES, type UserType } from '#shared/constants.ts';
import type { User } from '#shared/schemas/user.ts';

/** Up to two letters for the account button: "Ada Lovelace" is "AL". */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/**
 * Private-use characters: no text of the app contains them, React writes them as they are, and a name's two
 * parts give initials of their own (`initials(NAME)` is `INITIALS`).
 */
export const frameMarks = {
  name: '\uE000 \uE001',
  initials: '\uE000\uE001',
  username: '\uE002',
  /** Where the page's user goes, as JSON, in its data block. */
  user: '\uE003',
} as const;

/** The frame's markup depends on these fields only: the creator's Profile link and the bank badge. */
export type FrameVariant = `${UserType}${'' | '-bank'}`;

export const frameVariant = (user: Pick<User, 'userType' | 'bankAccountConnected'>): FrameVariant =>
  `${user.userType}${user.bankAccountConnected ? '-bank' : ''}`;

export const frameVariants: FrameVariant[] = USER_TYPES.flatMap((type) => [type, `${type}-bank`] as const);

/** The id of the `<script type="application/json">` block that carries the signed-in user with the page. */
export const FRAME_USER_ID = 'signed-in-user';

/** The marker user the build renders a variant with: markers where the member's own values go. */
export function markerUser(variant: FrameVariant): User {
  const userType = USER_TYPES.find((type) => variant.startsWith(type))!;
  return {
    id: 0,
    name: frameMarks.name,
    email: '',
    username: frameMarks.username,
    userType,
    country: 'USA',
    profilePicture: null,
    location: null,
    tiktokUsername: null,
    tiktokProfileUrl: null,
    bankAccountConnected: variant.endsWith('-bank'),
    bankAccountName: null,
    bankAccountNumber: null,
    autoRoundUpEnabled: true,
    roundUpMethod: 'dollar',
    roundUpMultiplier: 1,
    weeklyCap: null,
    investmentChoice: 'bitcoin',
    pointsEnabled: true,
    notifyTransactionAlerts: true,
    notifyCashOutReminders: true,
    notifyCreatorUpdates: true,
    referralCode: '',
    createdAt: '1970-01-01T00:00:00.000Z',
  };
}
