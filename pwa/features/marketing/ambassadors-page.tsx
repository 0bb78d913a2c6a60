import { Award, Gift, MessagesSquare, Rocket, Sparkles, TrendingUp, Video } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { ambassadorsPage as text } from '#shared/messages/contact.ts';
import { ambassadors } from '#shared/messages/public-site.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { AmbassadorForm } from './ambassador-form.tsx';
import { PageHero } from './marketing-section.tsx';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const requirements: { icon: Icon; title: string; items: readonly string[] }[] = [
  { icon: Video, ...text.creators },
  { icon: Gift, ...text.gifters },
];

const rewards: { icon: Icon; title: string; body: string }[] = [
  { icon: Rocket, ...text.earlyAccess },
  { icon: MessagesSquare, ...text.chat },
  { icon: TrendingUp, ...text.revenue },
  { icon: Award, ...text.badges },
];

/** Ambassadors: hero, requirements, rewards and the application form. */
export function AmbassadorsPage() {
  return (
    <div>
      <PageHero
        id="ambassadors-title"
        icon={Sparkles}
        eyebrow={text.eyebrow}
        title={ambassadors.hero}
        actions={
          <a href="#apply" className={buttonClass('primary', 'lg', 'mt-8')}>
            {text.apply}
          </a>
        }
      >
        {text.intro}
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-14">
        <section aria-labelledby="requirements-title">
          <h2 id="requirements-title" className="text-center text-2xl font-bold sm:text-3xl">
            {text.requirementsTitle}
          </h2>
          <p className="mt-2 text-center text-muted-foreground">{text.requirementsIntro}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {requirements.map(({ icon: Icon, title, items }) => (
              <Card key={title} className="p-6">
                <div className="mb-4 flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <h3 className="text-lg font-semibold">{title}</h3>
                </div>
                <ul className="grid gap-2">
                  {items.map((item) => (
                    <li key={item} className="flex items-start gap-2">
                      <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
                      {item}
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="rewards-title">
          <h2 id="rewards-title" className="text-center text-2xl font-bold sm:text-3xl">
            {text.rewardsTitle}
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {rewards.map(({ icon: Icon, title, body }) => (
              <Card key={title} className="p-6">
                <span
                  className={cn(
                    'mb-4 flex size-11 items-center justify-center rounded-xl',
                    'bg-primary text-primary-foreground',
                  )}
                >
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{body}</p>
              </Card>
            ))}
          </div>
        </section>

        <section id="apply" aria-labelledby="ambassador-form-title" className="mx-auto w-full max-w-3xl scroll-mt-20">
          <Card className="p-5 sm:p-8">
            <h2 id="ambassador-form-title" className="text-2xl font-bold">
              {text.formTitle}
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted-foreground">{text.formNote}</p>
            <AmbassadorForm />
          </Card>
        </section>
      </div>
    </div>
  );
}
