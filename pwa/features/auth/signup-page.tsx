import { useForm } from 'react-hook-form';
import { canBePaidIn } from '#shared/money/payout-rails.ts';
import { Suspense, useRef, useState } from 'react';
import type { z } from 'zod';
import { COUNTRIES, COUNTRY_LABELS, type Country } from '#shared/constants.ts';

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);
import { auth } from '#shared/messages/auth.ts';
import { authForms } from '#shared/messages/auth-forms.ts';
import { LOCALE_NAMES, LOCALES, localeForCountry } from '#shared/i18n/locales.ts';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';
import { routes } from '#shared/routes.ts';
import type { signupFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { PasswordField, SelectField, TextField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { lazyComponent } from '#pwa/lib/lazy-component.tsx';
import { lazyZodResolver } from '#pwa/lib/lazy-zod-resolver.ts';
import { signUp } from './api/auth.ts';
import { AuthCard } from './auth-card.tsx';
import { TermsConsent } from './terms-consent.tsx';
import { PasswordChecklist } from '#pwa/components/ui/password-checklist.tsx';

type FormIn = z.input<typeof signupFormSchema>;
type FormOut = z.output<typeof signupFormSchema>;

// Sign-up's answer, in its own chunk (the first page a visitor loads stays within its budget).
const CheckEmail = lazyComponent(() => import('./check-email.tsx'), 'CheckEmail');

const resolver = lazyZodResolver(() => import('#shared/schemas/auth.ts').then((m) => m.signupFormSchema));

export function SignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A referral link's `?ref=` code, read once as the page opens.
  const [referralCode] = useState(() => new URLSearchParams(window.location.search).get('ref')?.toUpperCase() ?? '');
  const { register, handleSubmit, watch, setError, setValue, formState } = useForm<FormIn, unknown, FormOut>({
    resolver,
    // The browser's time zone, kept on the account (changed in Settings): dates and statements' months are in it.
    defaultValues: {
      userType: 'gifter',
      referralCode,
      password: '',
      locale: activeLocale,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });
  const errors = formState.errors;
  // Chosen on the form: the country no longer changes it.
  const languageChosen = useRef(false);
  const terms = watch('terms');
  const termsField = register('terms');
  const termsBox = useRef<HTMLInputElement | null>(null);
  const [termsMissing, setTermsMissing] = useState(false);
  const chosen = watch('country') as Country | '' | undefined;
  const unpaid = chosen && !canBePaidIn(chosen) ? chosen : null;

  const onSubmit = handleSubmit(
    async ({ terms: _terms, ...data }) => {
      try {
        setSentTo((await signUp(data)).email);
      } catch (error) {
        const e = error instanceof ApiRequestError ? error : undefined;
        const fieldErrors = Object.entries(e?.fieldErrors ?? {});
        for (const [field, message] of fieldErrors) setError(field as keyof FormIn, { message });
        // A field's problem is said under the field (a taken email with the way to sign in), not over the form.
        if (fieldErrors.length) return;
        toast({
          title: auth.signupFailedTitle,
          description: e?.serverMessage ?? auth.signupFailedBody,
          variant: 'destructive',
        });
      }
    },
    // Only by a way round the button's own check (which says it under the box): say it there too.
    (invalid) => invalid.terms && setTermsMissing(true),
  );

  if (sentTo)
    return (
      <Suspense fallback={<Spinner />}>
        <CheckEmail email={sentTo} onStartAgain={() => setSentTo(null)} />
      </Suspense>
    );
  return (
    <AuthCard
      title={authForms.signupTitle}
      subtitle={authForms.signupSubtitle}
      footer={
        <p>
          {authForms.haveAccount}{' '}
          <AppLink to={routes.login} className="font-semibold text-primary underline">
            {authForms.signInLink}
          </AppLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField label={authForms.fullName} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={authForms.username}
          autoComplete="username"
          autoCapitalize="none"
          error={errors.username?.message}
          {...register('username')}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium">{authForms.accountType}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['gifter', 'creator'] as const).map((type) => (
              <label
                key={type}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border border-input p-3',
                  'has-[:checked]:border-primary has-[:checked]:bg-muted',
                )}
              >
                <input
                  type="radio"
                  value={type}
                  className="size-4 accent-[var(--color-primary)]"
                  {...register('userType')}
                />
                <span className="text-sm font-medium">{authForms[type]}</span>
              </label>
            ))}
          </div>
          {errors.userType && <p className="text-sm text-destructive">{errors.userType.message}</p>}
        </fieldset>
        <TextField
          label={authForms.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label={authForms.country}
          defaultValue=""
          error={errors.country?.message}
          // A country Stripe cannot pay yet is said here, never discovered at cash-out.
          hint={unpaid ? auth.payoutsNotAvailable(COUNTRY_LABELS[unpaid]) : undefined}
          {...register('country', {
            // The language follows the country until the member chooses one (docs/product-rules.md section 9).
            onChange: (event: { target: { value: string } }) => {
              if (!languageChosen.current && isCountry(event.target.value))
                setValue('locale', localeForCountry(event.target.value));
            },
          })}
        >
          <option value="" disabled>
            {authForms.selectCountry}
          </option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {COUNTRY_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={authForms.language}
          error={errors.locale?.message}
          {...register('locale', { onChange: () => (languageChosen.current = true) })}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-2">
          <PasswordField
            label={authForms.password}
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordChecklist password={watch('password') ?? ''} />
        </div>
        <TextField
          label={authForms.referralCode}
          autoCapitalize="characters"
          className="uppercase"
          error={errors.referralCode?.message}
          {...register('referralCode')}
        />
        <TermsConsent
          country={chosen || undefined}
          missing={termsMissing && !terms}
          checkbox={
            <input
              id="signup-terms"
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
              aria-describedby={termsMissing && !terms ? 'signup-terms-needed' : undefined}
              {...termsField}
              ref={(element) => {
                termsField.ref(element);
                termsBox.current = element;
              }}
            />
          }
        />
        {/* Disabled until the terms are ticked, yet a tap says what is missing (a disabled button hears nothing). */}
        <Button
          type="submit"
          size="lg"
          aria-disabled={!terms}
          className={cn(!terms && 'opacity-50')}
          disabled={formState.isSubmitting}
          onClick={(event) => {
            if (terms) return;
            event.preventDefault();
            setTermsMissing(true);
            termsBox.current?.focus();
          }}
        >
          {formState.isSubmitting ? auth.creatingAccount : auth.createAccount}
        </Button>
      </form>
    </AuthCard>
  );
}
