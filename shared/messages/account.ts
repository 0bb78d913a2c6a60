// Settings > Account Information: changing the name and username. Member-only words, kept out of the
// modules every visitor page loads.
export const accountText = {
  edit: 'Edit',
  editLabel: 'Edit your name and username',
  title: 'Edit account information',
  description: 'Your username is also the address of your creator page.',
  name: 'Full name',
  username: 'Username',
  save: 'Save changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  savedTitle: 'Account updated',
  failed: 'Could not save your changes. Please try again.',
} as const;
