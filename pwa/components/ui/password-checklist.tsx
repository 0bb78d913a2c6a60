import { Check, Circle } from 'lucide-react';
import { passwordRules } from '#shared/schemas/password-rules.ts';
import { authForms } from '#shared/messages/auth-forms.ts';

/** The live checklist: the same rules the server applies. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="grid gap-1 text-xs sm:grid-cols-2" aria-label={authForms.passwordRequirements}>
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            className={`flex items-center gap-1.5 ${met ? 'text-success' : 'text-muted-foreground'}`}
            data-met={met}
          >
            {met ? <Check className="size-3.5" aria-hidden /> : <Circle className="size-3.5" aria-hidden />}
            {rule.label}
            <span className="sr-only">{met ? authForms.requirementMet : authForms.requirementNotMet}</span>
          </li>
        );
      })}
    </ul>
  );
}
