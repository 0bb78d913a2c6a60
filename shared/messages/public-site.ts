// The public site: the contact form and the ambassador application.
// User-facing texts in the product's wording, word for word, by name. Both ends use these.
import { SUPPORT_EMAIL } from '#shared/constants.ts';

export const contact = {
  errorTitle: 'Error Sending Message',
  errorBody: (email: string = SUPPORT_EMAIL) => `Please try again or email us directly at ${email}`,
  successTitle: 'Message Sent Successfully',
  successBody: "We've received your message and will respond within 24 hours.",
  ticketSubmitted: 'Support Ticket Submitted',
} as const;

export const ambassadors = {
  hero: 'Join the Space Crew',
  submit: 'Submit Ambassador Application',
  // The spec shows no submission behaviour; these are ours (the form submits for real).
  submitting: 'Submitting...',
  successTitle: 'Application Received',
  successBody: "Thanks for applying to the Space Crew! We'll review your application and get back to you by email.",
  errorTitle: 'Application Failed',
  errorBody: 'We could not submit your application. Please try again.',
} as const;
