// Before each DOM test file: the page as a new visit finds it. The files share one worker's loaded modules
// (vitest.config.ts), so what one file left (a toast, a session hint in storage, a rendered tree, a cookie) would
// otherwise greet the next.
import { cleanup } from '@testing-library/react';
import { clearToasts } from '#pwa/components/ui/toast-store.ts';

cleanup();
clearToasts();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
document.body.innerHTML = '';
