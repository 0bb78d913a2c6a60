import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { HELP_TOPICS, helpPage as text, type HelpArticle, type HelpTopic } from '#shared/messages/help.ts';
import { HELP_ARTICLES } from '#shared/messages/help-articles.ts';
import { help } from '#shared/messages/screens.ts';
import { SearchField } from '#pwa/components/ui/search-field.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { searchArticles } from './search-articles.ts';

const TOPICS: { id: HelpTopic | 'all'; label: string }[] = [{ id: 'all', label: text.allTopics }, ...HELP_TOPICS];

const chip = cn(
  'touch-target rounded-full border border-border px-3 py-1.5 text-sm font-medium transition-colors',
  'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground',
  'hover:bg-muted aria-pressed:hover:bg-primary',
);

/** The Help Center: the search box, the topic filters, the count and the expandable FAQ. */
export function HelpFaq() {
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<HelpTopic | 'all'>('all');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const listId = useId();
  const found = searchArticles(HELP_ARTICLES, query, topic);
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-labelledby={`${listId}-title`} className="grid gap-4">
      <h2 id={`${listId}-title`} className="text-xl font-semibold">
        {text.faqTitle}
      </h2>
      <SearchField
        label={text.searchLabel}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={text.searchPlaceholder}
        aria-controls={listId}
      />
      <div role="group" aria-label={text.topicsLabel} className="flex flex-wrap gap-2">
        {TOPICS.map(({ id, label }) => (
          <button key={id} type="button" aria-pressed={topic === id} onClick={() => setTopic(id)} className={chip}>
            {label}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {found.length ? help.articlesFound(found.length) : help.noArticles}
      </p>
      {found.length ? (
        <ul id={listId} className="grid gap-3">
          {found.map((article) => (
            <FaqItem key={article.id} article={article} expanded={open.has(article.id)} onToggle={toggle} />
          ))}
        </ul>
      ) : (
        <div id={listId} className="rounded-2xl border border-dashed border-border p-6 text-center">
          <p className="font-semibold">{help.noArticles}</p>
          <p className="mt-1 text-sm text-muted-foreground">{text.noArticlesHint}</p>
        </div>
      )}
    </section>
  );
}

/** The WAI-ARIA disclosure: a heading holding a button that says whether its answer is shown. */
function FaqItem({
  article,
  expanded,
  onToggle,
}: {
  article: HelpArticle;
  expanded: boolean;
  onToggle: (id: string) => void;
}) {
  const buttonId = `help-${article.id}`;
  const panelId = `help-${article.id}-answer`;
  return (
    <li className="rounded-2xl border border-border bg-card shadow-sm">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onToggle(article.id)}
          className="flex w-full items-center justify-between gap-4 rounded-2xl p-5 text-left font-semibold"
        >
          {article.title}
          <ChevronDown
            className={cn('size-5 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-180')}
            aria-hidden
          />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="grid gap-2 px-5 pb-5">
        {article.body.map((paragraph) => (
          <p key={paragraph} className="text-sm text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </div>
    </li>
  );
}
