// The Help Center (/help): its topics, the support ticket form and its answers.
// User-facing texts in the product's wording, word for word, by name. Both ends use these.
import { SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';

/** The Help Center's six topics, in the product's order. */
export const HELP_TOPICS = [
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'round-ups-banking', label: 'Round-Ups & Banking' },
  { id: 'investments', label: 'Investments' },
  { id: 'account', label: 'Account Management' },
  { id: 'creators', label: 'Creator Features' },
  { id: 'rewards', label: 'Rewards & Referrals' },
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number]['id'];

/** One FAQ article: a stable id (its anchor), its topic, the question and the answer's paragraphs. */
export type HelpArticle = { id: string; topic: HelpTopic; title: string; body: readonly string[] };

export const helpPage = {
  title: 'Help Center',
  allTopics: 'All Topics',
  // Where the spec is silent: our own words, kept here too.
  subtitle: 'Answers, account help and a real person when you need one.',
  searchLabel: 'Search help articles',
  searchPlaceholder: 'Search for answers, e.g. round-ups or cash out',
  topicsLabel: 'Filter by topic',
  faqTitle: 'Frequently asked questions',
  noArticlesHint: 'Try other words, or choose All Topics. Still stuck? Send us a support ticket.',
  contactTitle: 'Contact us',
  /** Under the title, so a phone reaches a person without scrolling past every question. */
  contactShortcut: 'Contact support',
  contactShortcutLead: 'Need a person?',
  emailLabel: 'Email',
  hoursLabel: 'Support hours',
  responseTime: `We respond within ${SUPPORT_RESPONSE_HOURS} hours.`,
  contactForm: 'Send us a message',
  quickLinksTitle: 'Quick links',
  ticketTitle: 'Need more help?',
  ticketBody: 'Send a support ticket and our team will answer by email.',
} as const;

/** The support categories, as the ticket form names them. */
export const SUPPORT_CATEGORY_LABELS = {
  account: 'Account',
  banking: 'Banking',
  investments: 'Investments',
  technical: 'Technical',
  billing: 'Billing',
  other: 'Other',
} as const;

/** The support priorities (medium by default). */
export const SUPPORT_PRIORITY_LABELS = { low: 'Low', medium: 'Medium', high: 'High' } as const;

export const SUPPORT_STATUS_LABELS = { open: 'Open', in_progress: 'In progress', resolved: 'Resolved' } as const;

export const supportTicket = {
  submit: 'Submit Support Ticket',
  submittedTitle: 'Support Ticket Submitted',
  // Where the spec is silent: our own words, kept here too.
  submittedBody: (id: number) => `Ticket #${id} is with our team. We respond within ${SUPPORT_RESPONSE_HOURS} hours.`,
  description: 'Tell us what happened and we will answer by email.',
  submitting: 'Submitting...',
  cancel: 'Cancel',
  nameLabel: 'Name',
  emailLabel: 'Email',
  contactFromAccount: 'From your account: we answer at this address.',
  categoryLabel: 'Category',
  categoryPlaceholder: 'Choose a category',
  subjectLabel: 'Subject',
  messageLabel: 'Message',
  priorityLabel: 'Priority',
  failedTitle: 'Ticket not sent',
  failedBody: 'We could not submit your ticket. Please try again.',
  loginTitle: 'Log in to send a ticket',
  loginBody: 'Support tickets are linked to your account, so we can follow up safely. Log in to send one.',
  loginCantSignIn: "Can't sign in? Email us or use the contact form.",
  logIn: 'Log In',
  listTitle: 'Your support tickets',
  listEmpty: 'You have not sent any support tickets yet.',
  listLoadFailed: 'Failed to load your support tickets.',
  listLoading: 'Loading your support tickets...',
  ticketNumber: (id: number) => `#${id}`,
  // Validation: each missing field named.
  nameRequired: 'Please enter your name',
  nameTooLong: 'Name must be at most 100 characters',
  categoryRequired: 'Please choose a category',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: 'Subject must be at most 200 characters',
  messageRequired: 'Please describe your issue',
  messageTooLong: 'Message must be at most 5,000 characters',
  priorityInvalid: 'Priority must be low, medium or high',
} as const;
