// The home page a member lands on after closing their account (`?closed=1`) says it is done. The words
// load only then, so the page every visitor loads carries none of them.
import { useEffect, useState } from 'react';

type Words = { title: string; body: string };

export function ClosedNotice() {
  const [words, setWords] = useState<Words | null>(null);
  useEffect(() => {
    // Read after the first render: the server's drawing of this page has no query string to go by.
    if (new URLSearchParams(window.location.search).get('closed') !== '1') return;
    let live = true;
    void import('#shared/messages/account-closed.ts').then(({ accountClosedText }) => {
      if (live) setWords(accountClosedText);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!words) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6">
      {/* NoticeAlert's look, without its icon: this is the page every visitor loads. */}
      <div role="status" className="rounded-lg border border-points/40 bg-warning-soft p-3 text-sm text-foreground">
        <h2 className="font-semibold">{words.title}</h2>
        <p>{words.body}</p>
      </div>
    </div>
  );
}
