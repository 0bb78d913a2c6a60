import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'giftorbit-scroll-positions';

function savedPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

const positions = savedPositions();

/**
 * What react-router's data-router <ScrollRestoration> did, for the declarative router: a new page starts at
 * its top (or at its #hash), back and forward return to where the reader was, a reload too (session storage).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const key = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(key.current, window.scrollY);
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or blocked: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    // Statements, not `return scrollTo()`: Chromium's scroll methods now answer a promise, and an effect may
    // return only its clean-up function.
    const saved = positions.get(location.key);
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (action === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);

  return null;
}
