// The creator profile page (/{username}), its edit dialog, follows and the picture upload. The product's wording
// of the profile and follow messages (and of who may follow) is in `profile` below; the rest are the words of the
// page and, where the spec is silent, our own, kept here too.

export const creatorPage = {
  creatorBadge: 'Creator',
  totalGifts: 'Total Gifts',
  totalGiftsHint: 'The 1% of supporters’ coin purchases',
  supporters: 'Supporters',
  supportersHint: 'Gifters supporting this creator',
  /** The two figures together, for screen readers. */
  statsLabel: 'Total Gifts and Supporters',
  recentActivity: 'Recent Activity',
  recentActivityEmpty: 'No gifts received yet.',
  giftReceived: 'Gift received',
  recentActivityFailed: 'Failed to load recent activity.',
  about: 'About',
  memberSince: (date: string) => `Member since ${date}`,
  howToSupportTitle: 'How to support',
  howToSupport: (name: string) =>
    `Support ${name}: from then on, 1% of every TikTok coin purchase you make goes to ` +
    `${name} as points, at no cost to you. You can support one creator at a time.`,
  tiktokLink: (username: string) => `@${username} on TikTok`,
  editProfile: 'Edit Profile',
  supportCreator: 'Support Creator',
  // One verb, support, for what the spec called following: 'Stop Supporting' undoes 'Support Creator'.
  unfollowCreator: 'Stop Supporting',
  supporting: 'You support this creator',
  share: 'Share',
  linkCopiedTitle: 'Link copied',
  linkCopiedBody: 'The profile link is on your clipboard.',
  shareText: (name: string) => `Support ${name} on GiftOrbit`,
  loading: 'Loading creator profile',
  loadFailed: 'Failed to load this creator profile. Please try again.',
  backHome: 'Back to home',
  /** Following a second creator replaces the first (./creator-discovery.ts supportSheetText asks first). */
  switchConfirm: 'Switch and Support',
  cancel: 'Cancel',
  loginLink: 'Log in',
} as const;

/** The gifter's dashboard: the creator they support and the 1% sent so far. */
export const supportedCreator = {
  title: 'Creator You Support',
  sent: (amount: string) => `${amount} sent to them so far (1% of your coin purchases)`,
  since: (date: string) => `Since ${date}`,
  viewProfile: 'View profile',
} as const;

export const editProfile = {
  title: 'Edit Profile',
  description: 'Your picture, location and TikTok username, as visitors see them.',
  picture: 'Profile picture',
  choosePicture: 'Choose a picture',
  pictureHint: 'JPEG, PNG or WebP, up to 5 MB. It is shown at most 512 x 512.',
  removePicture: 'Remove picture',
  location: 'Location',
  locationPlaceholder: 'Mexico City, Mexico',
  tiktokUsername: 'TikTok username',
  tiktokPlaceholder: 'yourname',
  cancel: 'Cancel',
  save: 'Save Changes',
  saving: 'Saving...',
} as const;

/** Server-side messages: PUT /api/creator-profile, follows, the upload (400/403/404/413/415). */
export const creatorErrors = {
  locationInvalid: 'Location must be text',
  locationTooLong: 'Location must be at most 100 characters',
  tiktokInvalid: 'TikTok username must be text',
  tiktokLength: 'TikTok username must be 2 to 24 characters',
  tiktokFormat: 'TikTok username may contain only letters, numbers, underscores and periods',
  tiktokTrailingDot: 'TikTok username cannot end with a period',
  pictureRemoveOnly: 'Upload a new picture through the upload; send null here to remove the current one',
  creatorsOnly: 'Only creators have a public profile to edit.',
  creatorsOnlyHome: 'Only creators have supporters and earnings to show.',
  searchInvalid: 'Type a name or @username to search, once.',
  pictureMissing: 'Choose a picture to upload (the form field profilePicture).',
  pictureTooLarge: 'The picture is larger than 5 MB. Please choose a smaller one.',
  pictureType: 'The picture must be a JPEG, PNG or WebP image.',
  pictureUnreadable: 'The picture could not be read: it may be damaged or incomplete. Please try another one.',
  pictureTooManyPixels: 'The picture has too many pixels. Please choose a smaller one.',
} as const;

/** The link preview of /{username} (Open Graph and Twitter cards), rendered by the server. */
export const creatorMeta = {
  title: (name: string, username: string) => `${name} (@${username}) on GiftOrbit`,
  description: (name: string) =>
    `Support ${name} on GiftOrbit: 1% of every TikTok coin purchase their supporters make goes to them.`,
} as const;

export const profile = {
  notFoundTitle: 'Creator not found',
  notFoundBody: "The creator profile you're looking for doesn't exist or has been removed.",
  comingSoon: 'Coming Soon',
  updateFailedTitle: 'Update Failed',
  updateFailedBody: 'Failed to update profile.',
  updatedTitle: 'Profile Updated',
  uploadFailedTitle: 'Upload failed',
  uploadFailedBody: 'Failed to upload profile picture. Please try again.',
  uploadedTitle: 'Profile picture updated',
  // One verb, support, where the spec said follow (the button says Support Creator).
  followFailedTitle: 'Support Failed',
  followFailedBody: 'Could not support this creator. Please try again.',
  followedTitle: 'You now support this creator!',
  unfollowFailedTitle: 'Could Not Stop Supporting',
  unfollowFailedBody: 'Could not stop supporting this creator. Please try again.',
  unfollowedTitle: 'You no longer support this creator',
  notAvailableTitle: 'Not Available',
  notAvailableBody: 'Only gifters can support creators.',
  loginRequiredTitle: 'Login Required',
  loginRequiredBody: 'Please log in to support this creator.',
} as const;
