import { Menu, X } from 'lucide-react';
import { siteFrame } from '#shared/messages/site-frame.ts';

/** The menu button below 768 px, for whichever header holds it. */
export function MenuToggle({ open, onToggle, controls }: { open: boolean; onToggle: () => void; controls: string }) {
  return (
    <button
      type="button"
      className="flex size-11 items-center justify-center rounded-lg hover:bg-muted md:hidden"
      aria-label={open ? siteFrame.closeMenu : siteFrame.openMenu}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
    </button>
  );
}
