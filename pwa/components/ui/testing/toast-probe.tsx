// The toasts in DOM tests: the Toaster needs Radix's portal and timers, the probe only reads the store.
import { useToasts } from '#pwa/components/ui/toast-store.ts';

/** The open toasts of the store, as the Toaster would show them. */
export function ToastProbe() {
  const toasts = useToasts().filter((t) => t.open);
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id} data-variant={t.variant ?? 'default'}>
          <span>{t.title}</span> <span>{t.description}</span>
        </li>
      ))}
    </ul>
  );
}

/** The toast on screen, as 'title|description'. */
export const shownToast = () => {
  const item = document.querySelector('[aria-label="toasts"] li');
  return item ? [...item.querySelectorAll('span')].map((s) => s.textContent).join('|') : null;
};
