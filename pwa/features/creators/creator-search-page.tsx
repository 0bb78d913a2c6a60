// /creators: a gifter finds a creator to support, by the start of a name or @username; with nothing typed, the most
// supported. Each result opens the creator's page, where Support asks first (./components/support-sheet.tsx).
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { creatorSearchText as text } from '#shared/messages/creator-discovery.ts';
import { pageTitles } from '#shared/messages/page-titles.ts';
import { routes } from '#shared/routes.ts';
import { CREATOR_SEARCH_MAX } from '#shared/schemas/creators.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { SearchField } from '#pwa/components/ui/search-field.tsx';
import { usePageTitle } from '#pwa/lib/page-title.ts';
import { useCreatorSearch } from './api/creator-discovery.ts';
import { ProfileAvatar } from './components/profile-avatar.tsx';

/** How long typing pauses before the search is asked (each key would be a request). */
const TYPING_PAUSE_MS = 250;

export function CreatorSearchPage() {
  usePageTitle(pageTitles[routes.creators]);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useCreatorSearch(q);
  const resultsId = useId();
  const creators = search.data?.creators;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{text.title}</h1>
        <p className="mt-1 text-muted-foreground">{text.intro}</p>
      </header>
      <SearchField
        label={text.label}
        value={typed}
        maxLength={CREATOR_SEARCH_MAX}
        placeholder={text.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setTyped(event.target.value)}
      />
      <section aria-labelledby={resultsId} aria-busy={search.isFetching}>
        <h2 id={resultsId} className="mb-3 text-lg font-semibold">
          {q ? text.results : text.mostSupported}
        </h2>
        {search.isError && !creators ? (
          <ErrorAlert>{text.failed}</ErrorAlert>
        ) : creators && creators.length === 0 ? (
          <p className="text-muted-foreground" role="status">
            {q ? text.none(q) : text.noneYet}
          </p>
        ) : (
          creators && (
            <Card className="overflow-hidden">
              <ul className="divide-y divide-border" data-testid="creator-results">
                {creators?.map((c) => (
                  <li key={c.username}>
                    <Link
                      to={routes.profile(c.username)}
                      className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-muted/50 focus-visible:bg-muted/50"
                    >
                      <ProfileAvatar name={c.name} picture={c.profilePicture} small decorative />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{c.name}</span>
                        <span className="block truncate text-sm text-muted-foreground">@{c.username}</span>
                      </span>
                      <span className="shrink-0 text-sm text-muted-foreground">{text.supporters(c.supporters)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )
        )}
      </section>
    </div>
  );
}
