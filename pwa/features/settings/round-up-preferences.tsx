import { useId, useState } from 'react';
import { WEEKLY_CAP_CHOICES } from '#shared/constants.ts';
import { settingLabels } from '#shared/messages/app-shell.ts';
import { roundUpPrefs as text } from '#shared/messages/money.ts';
import { settingsPage as page } from '#shared/messages/settings-page.ts';
import { ROUND_UP_MULTIPLIERS } from '#shared/money/round-up.ts';
import type { User } from '#shared/schemas/user.ts';
import { SelectField } from '#pwa/components/ui/field.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { InvestmentSwitchDialog } from './investment-switch-dialog.tsx';
import { Switch } from './switch.tsx';
import { usePreferences } from './use-preferences.ts';

const radioCard = cn(
  'flex cursor-pointer items-center gap-3 rounded-lg border border-input p-3',
  'has-[:checked]:border-primary has-[:checked]:bg-muted',
);
const radio = 'size-4 accent-[var(--color-primary)]';

function RadioCard({
  name,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint: string;
}) {
  return (
    <label className={radioCard}>
      <input type="radio" name={name} checked={checked} onChange={onChange} className={radio} />
      <span>
        <span className="block text-sm font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}

export function RoundUpPreferences({ user }: { user: User }) {
  const { prefs, save } = usePreferences(user);
  const multiplierHint = useId();
  // A switch of investment waits for the member's confirmation (InvestmentSwitchDialog says what it does).
  const [switchTo, setSwitchTo] = useState<'interest' | 'bitcoin' | null>(null);
  // A cap set some other way (the API takes any whole dollar amount) is still shown as chosen.
  const caps: number[] = [...WEEKLY_CAP_CHOICES];
  if (prefs.weeklyCap !== null && !caps.includes(prefs.weeklyCap)) caps.push(prefs.weeklyCap);
  caps.sort((a, b) => a - b);
  return (
    <div className="grid gap-5">
      <Switch
        label={settingLabels.autoRoundUpEnabled}
        description={page.autoRoundUpsHint}
        checked={prefs.autoRoundUpEnabled}
        onChange={(autoRoundUpEnabled) => save({ autoRoundUpEnabled })}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{settingLabels.roundUpMethod}</legend>
        <RadioCard
          name="roundUpMethod"
          checked={prefs.roundUpMethod === 'dollar'}
          onChange={() => save({ roundUpMethod: 'dollar' })}
          label={page.nextDollar}
          hint={page.nextDollarHint}
        />
        <RadioCard
          name="roundUpMethod"
          checked={prefs.roundUpMethod === 'five'}
          onChange={() => save({ roundUpMethod: 'five' })}
          label={page.nearestFive}
          hint={page.nearestFiveHint}
        />
      </fieldset>
      <fieldset className="grid gap-2" aria-describedby={multiplierHint}>
        <legend className="mb-1 text-sm font-medium">{text.multiplierLabel}</legend>
        <div className="grid grid-cols-4 gap-1 rounded-lg bg-muted p-1">
          {ROUND_UP_MULTIPLIERS.map((m) => (
            <label
              key={m}
              className={cn(
                'touch-target relative flex items-center justify-center rounded-md py-2 text-sm font-semibold',
                'text-muted-foreground',
                'has-[:checked]:bg-card has-[:checked]:text-primary has-[:checked]:shadow-sm',
              )}
            >
              {/* An invisible radio over the whole segment: it takes the click and shows the focus ring. */}
              <input
                type="radio"
                name="roundUpMultiplier"
                value={m}
                checked={prefs.roundUpMultiplier === m}
                onChange={() => save({ roundUpMultiplier: m })}
                className="absolute inset-0 cursor-pointer appearance-none rounded-md"
              />
              {text.multiplierOption(m)}
            </label>
          ))}
        </div>
        <p id={multiplierHint} className="text-xs text-muted-foreground">
          {text.multiplierHint}
        </p>
      </fieldset>
      <SelectField
        label={text.weeklyCapLabel}
        hint={text.weeklyCapHint}
        value={prefs.weeklyCap === null ? '' : String(prefs.weeklyCap)}
        onChange={(e) => save({ weeklyCap: e.target.value === '' ? null : Number(e.target.value) })}
      >
        <option value="">{text.noCap}</option>
        {caps.map((dollars) => (
          <option key={dollars} value={dollars}>
            {text.weeklyCapOption(dollars)}
          </option>
        ))}
      </SelectField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{text.investmentLabel}</legend>
        <RadioCard
          name="investmentChoice"
          checked={prefs.investmentChoice === 'interest'}
          onChange={() => setSwitchTo('interest')}
          label={text.interest}
          hint={text.interestHint}
        />
        <RadioCard
          name="investmentChoice"
          checked={prefs.investmentChoice === 'bitcoin'}
          onChange={() => setSwitchTo('bitcoin')}
          label={text.bitcoin}
          hint={text.bitcoinHint}
        />
      </fieldset>
      <InvestmentSwitchDialog
        to={switchTo}
        onConfirm={(investmentChoice) => {
          setSwitchTo(null);
          save({ investmentChoice });
        }}
        onCancel={() => setSwitchTo(null)}
      />
    </div>
  );
}
