// A member's first visit: the dashboard they reach right after signing up greets them 'Welcome, Ana!' instead of
// 'Welcome back, Ana Lopez!' (docs/product-rules.md section 11). Marked in this tab at sign-up, and read once
// (pwa/features/dashboard/use-first-visit.ts): the next dashboard (another visit, a reload) says welcome back.
import { keepInTab } from './tab-memory.ts';

export const FIRST_VISIT_KEY = 'giftorbit.first-visit';

/** At sign-up: this member's next dashboard is their first. */
export const markFirstVisit = (userId: number) => keepInTab(FIRST_VISIT_KEY, String(userId));
