import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contact } from '#shared/messages/public-site.ts';
import { validation } from '#shared/messages/common.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { useToasts } from '#pwa/components/ui/toast-store.ts';
import { ContactForm } from './contact-form.tsx';

/** Shows the open toasts of the store, as the Toaster would. */
function ToastProbe() {
  const toasts = useToasts().filter((t) => t.open);
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id} data-variant={t.variant ?? 'default'}>
          <span>{t.title}</span>
          <span>{t.description}</span>
        </li>
      ))}
    </ul>
  );
}

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm />
      <ToastProbe />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  fill('Name', 'Ada Lovelace');
  fill('Email', 'Ada@Example.com');
  fill('Subject', 'Round-ups');
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'billing' } });
  fill('Message', 'When is my spare change invested?');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('refuses an empty submit with the Missing Information toast and sends nothing', async () => {
    renderForm();
    submit();
    const toast = (await screen.findByText(validation.contactMissingTitle)).closest('li')!;
    expect(toast.textContent).toContain(validation.contactMissingBody);
    expect(toast.dataset.variant).toBe('destructive');
    expect(screen.getAllByText(validation.fieldRequired)).toHaveLength(3);
    expect(screen.getByText(validation.emailInvalid)).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends POST /api/contact with the JSON body, shows the success toast and resets', async () => {
    fetchMock.mockResolvedValue(json(201, { message: contact.successBody }));
    renderForm();
    fillValid();
    submit();
    const toast = (await screen.findByText(contact.successTitle)).closest('li')!;
    expect(toast.textContent).toContain(contact.successBody);
    expect(toast.dataset.variant).toBe('default');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Round-ups',
      category: 'billing',
      message: 'When is my spare change invested?',
    });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
  });

  it('sends no category when none is chosen', async () => {
    fetchMock.mockResolvedValue(json(201, { message: contact.successBody }));
    renderForm();
    fillValid();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    submit();
    await screen.findByText(contact.successTitle);
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(body).not.toHaveProperty('category');
  });

  it('shows the error toast when the server fails, keeping what was typed', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'Something went wrong on our side. Please try again.' }));
    renderForm();
    fillValid();
    submit();
    const toast = (await screen.findByText(contact.errorTitle)).closest('li')!;
    expect(toast.textContent).toContain(contact.errorBody());
    expect(toast.dataset.variant).toBe('destructive');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it("puts a 400's field errors under the fields", async () => {
    fetchMock.mockResolvedValue(
      json(400, { message: validation.fieldTooLong, errors: { subject: validation.fieldTooLong } }),
    );
    renderForm();
    fillValid();
    submit();
    await screen.findByText(contact.errorTitle);
    expect(screen.getByText(validation.fieldTooLong)).toBeTruthy();
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
  });
});
