import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELP_TOPICS, helpPage, supportTicket as text } from '#shared/messages/help.ts';
import { HELP_ARTICLES } from '#shared/messages/help-articles.ts';
import { help } from '#shared/messages/screens.ts';
import type { SupportTicket } from '#shared/schemas/support-tickets.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { shownTimeZone } from '#pwa/lib/format.ts';
import { supportHoursIn } from '#pwa/lib/support-hours.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { HelpPage } from './help-page.tsx';

const PATH = '/api/support-tickets';
const linkBank = HELP_ARTICLES.find((a) => a.id === 'link-bank')!;

const ticket = (over: Partial<SupportTicket> = {}): SupportTicket => ({
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  category: 'banking',
  subject: 'My bank will not link',
  message: 'Erebor Mexico says my password is wrong.',
  priority: 'medium',
  status: 'open',
  createdAt: '2025-03-05T12:00:00.000Z',
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const search = (value: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: helpPage.searchLabel }), { target: { value } });
const count = () => screen.getByText(/articles? found$/).textContent;
/** The articles' disclosure buttons (the topic filters have no aria-expanded). */
const articleButtons = () =>
  within(screen.getByRole('region', { name: helpPage.faqTitle })).queryAllByRole('button', { expanded: false });
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const openTicketDialog = () => fireEvent.click(screen.getByRole('button', { name: text.submit }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('HelpPage: the FAQ', () => {
  it('lists every article with the count, for a visitor too', () => {
    mockApi({});
    renderSignedIn(<HelpPage />, null);
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(24);
    expect(count()).toBe(help.articlesFound(HELP_ARTICLES.length));
    expect(titles()).toEqual(HELP_ARTICLES.map((a) => a.title));
    expect(articleButtons()).toHaveLength(HELP_ARTICLES.length);
  });

  it('searches titles and bodies, with or without accents', () => {
    mockApi({});
    renderSignedIn(<HelpPage />, null);
    // 'Perú' is in the body of one article: typed with or without its accent, in any case, it is found.
    for (const query of ['peru', 'Perú', 'PERU']) {
      search(query);
      expect(titles()).toEqual([linkBank.title]);
      expect(count()).toBe(help.articlesFound(1));
    }
    search('multipliers');
    expect(titles()).toEqual(['What are round-up multipliers and weekly caps?']);
    // Several words must all appear, anywhere in the article.
    search('instant fee points');
    expect(titles()).toEqual(['How do I redeem my points, and what are the fees?']);
  });

  it('filters by topic with the count of each, and All Topics shows every article again', () => {
    mockApi({});
    renderSignedIn(<HelpPage />, null);
    const topics = within(screen.getByRole('group', { name: helpPage.topicsLabel }));
    expect(topics.getByRole('button', { name: helpPage.allTopics }).getAttribute('aria-pressed')).toBe('true');
    for (const topic of HELP_TOPICS) {
      const button = topics.getByRole('button', { name: topic.label });
      fireEvent.click(button);
      const expected = HELP_ARTICLES.filter((a) => a.topic === topic.id);
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(count()).toBe(help.articlesFound(expected.length));
      expect(titles()).toEqual(expected.map((a) => a.title));
    }
    fireEvent.click(topics.getByRole('button', { name: helpPage.allTopics }));
    expect(count()).toBe(help.articlesFound(HELP_ARTICLES.length));
  });

  it('combines the topic and the search, and says No articles found', () => {
    mockApi({});
    renderSignedIn(<HelpPage />, null);
    fireEvent.click(screen.getByRole('button', { name: 'Investments' }));
    search('Perú');
    expect(screen.getByRole('status').textContent).toBe(help.noArticles);
    expect(titles()).toEqual([]);
    expect(screen.getByText(helpPage.noArticlesHint)).toBeTruthy();
    search('zzqx');
    fireEvent.click(screen.getByRole('button', { name: helpPage.allTopics }));
    expect(screen.getByRole('status').textContent).toBe(help.noArticles);
  });

  it('expands and collapses an article: a button with aria-expanded controlling its answer', () => {
    mockApi({});
    renderSignedIn(<HelpPage />, null);
    const button = screen.getByRole('button', { name: linkBank.title });
    const answer = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(screen.getByRole('region', { name: linkBank.title }).textContent).toContain(linkBank.body[2]);
    fireEvent.click(button);
    expect(answer.hidden).toBe(true);
  });

  it('shows the support address, the support hours and the quick links', () => {
    mockApi({});
    renderSignedIn(<HelpPage />, null);
    expect(screen.getByRole('link', { name: 'support@giftorbit.app' }).getAttribute('href')).toBe(
      'mailto:support@giftorbit.app',
    );
    // In the reader's time zone (pwa/lib/support-hours.test.ts says them in each language).
    const hours = within(screen.getByTestId('support-hours')).getAllByRole('listitem');
    expect(hours.map((li) => li.textContent)).toEqual(supportHoursIn('en-US', shownTimeZone()));
    const links = within(screen.getByRole('navigation', { name: helpPage.quickLinksTitle }));
    expect(links.getAllByRole('link').map((a) => [a.textContent?.trim(), a.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Transactions', '/transactions'],
      ['Settings', '/settings'],
      ['Contact', '/contact'],
    ]);
  });
});

describe('HelpPage: the support ticket', () => {
  it('asks a visitor to log in, and never calls the tickets API', () => {
    const fetchMock = mockApi({});
    renderSignedIn(<HelpPage />, null);
    openTicketDialog();
    const dialog = within(screen.getByRole('dialog', { name: text.loginTitle }));
    expect(dialog.getByRole('link', { name: text.logIn }).getAttribute('href')).toBe('/login');
    expect(dialog.queryByLabelText(text.subjectLabel)).toBeNull();
    expect(callsTo(fetchMock, 'GET', PATH)).toHaveLength(0);
    expect(screen.queryByText(text.listTitle)).toBeNull();
  });

  it("shows the account's name and email read-only, and names each missing field without sending", async () => {
    const fetchMock = mockApi({ [`GET ${PATH}`]: () => json(200, { tickets: [] }) });
    renderSignedIn(<HelpPage />, makeUser('USA'));
    await screen.findByText(text.listEmpty);
    openTicketDialog();
    // Tickets are filed under the account's contact: the form shows it and does not offer to change it.
    for (const [label, value] of [
      [text.nameLabel, 'Ada Lovelace'],
      [text.emailLabel, 'ada@example.com'],
    ] as const) {
      expect(field(label).value).toBe(value);
      expect(field(label).readOnly).toBe(true);
    }
    expect(screen.getByText(text.contactFromAccount).id).toBe(field(text.emailLabel).getAttribute('aria-describedby'));
    expect(field(text.priorityLabel).value).toBe('medium');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: text.submit }));
    for (const message of [text.categoryRequired, text.subjectRequired, text.messageRequired])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(field(text.subjectLabel).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST', PATH)).toHaveLength(0);
  });

  it('sends the ticket, shows Support Ticket Submitted and the new ticket in the list', async () => {
    const sent = ticket({ priority: 'high' });
    const fetchMock = mockApi({
      [`GET ${PATH}`]: [() => json(200, { tickets: [] }), () => json(200, { tickets: [sent] })],
      [`POST ${PATH}`]: () => json(201, sent),
    });
    renderSignedIn(<HelpPage />, makeUser('USA'));
    await screen.findByText(text.listEmpty);
    openTicketDialog();
    fireEvent.change(field(text.categoryLabel), { target: { value: 'banking' } });
    fireEvent.change(field(text.priorityLabel), { target: { value: 'high' } });
    fill(text.subjectLabel, 'My bank will not link');
    fill(text.messageLabel, 'Erebor Mexico says my password is wrong.');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: text.submit }));

    await waitFor(() => expect(shownToast()).toBe(`${text.submittedTitle}|${text.submittedBody(7)}`));
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = within(screen.getByRole('list', { name: text.listTitle }));
    expect(list.getByText('My bank will not link')).toBeTruthy();
    expect(list.getByText('Open')).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', PATH)[0]!;
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'banking',
      subject: 'My bank will not link',
      message: 'Erebor Mexico says my password is wrong.',
      priority: 'high',
    });
  });

  it("puts a 400's field errors under the fields and keeps the dialog open", async () => {
    mockApi({
      [`GET ${PATH}`]: () => json(200, { tickets: [] }),
      [`POST ${PATH}`]: () => json(400, { message: text.subjectTooLong, errors: { subject: text.subjectTooLong } }),
    });
    renderSignedIn(<HelpPage />, makeUser('USA'));
    openTicketDialog();
    fireEvent.change(field(text.categoryLabel), { target: { value: 'other' } });
    fill(text.subjectLabel, 'Hello');
    fill(text.messageLabel, 'Something is off.');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.subjectTooLong)).toBeTruthy();
    expect(shownToast()).toBe(`${text.failedTitle}|${text.failedBody}`);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
