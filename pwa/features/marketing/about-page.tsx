import { ArrowRight, Eye, Heart, Lightbulb, Orbit } from 'lucide-react';
import { Link } from 'react-router-dom';
import { aboutHero, aboutJoin, aboutTeam, aboutValues } from '#shared/messages/about.ts';
import { routes } from '#shared/routes.ts';
import { Button, buttonClass } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { type Icon, IconCardGrid, MarketingSection, PageHero, StarfieldCta } from './marketing-section.tsx';

/** The About page's six leadership roles, in order; no names are published, so each card shows the role. */
const team = [aboutTeam.ceo, aboutTeam.cto, aboutTeam.cpo, aboutTeam.cfo, aboutTeam.cmo, aboutTeam.security];

const values: { icon: Icon; title: string; body: string }[] = [
  { icon: Heart, ...aboutValues.creatorFirst },
  { icon: Eye, ...aboutValues.transparency },
  { icon: Lightbulb, ...aboutValues.innovation },
];

function MissionHero() {
  return (
    <PageHero
      id="about-title"
      icon={Orbit}
      eyebrow={aboutHero.eyebrow}
      title={
        <>
          {aboutHero.titleStart}
          <span className="text-cyan-300">{aboutHero.titleHighlight}</span>
        </>
      }
    >
      {aboutHero.body}
    </PageHero>
  );
}

function Team() {
  return (
    <MarketingSection id="team" eyebrow={aboutTeam.eyebrow} title={aboutTeam.title} intro={aboutTeam.intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {team.map(({ role, abbr, body }) => (
          <li key={role}>
            <Card className="flex h-full items-start gap-4 p-6">
              <span
                className={cn(
                  'flex size-14 shrink-0 items-center justify-center rounded-full',
                  'bg-primary text-sm font-bold tracking-wide text-primary-foreground',
                )}
                aria-hidden
              >
                {abbr}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold">{role}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{body}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}

function Values() {
  return (
    <MarketingSection id="values" eyebrow={aboutValues.eyebrow} title={aboutValues.title} className="bg-muted/50">
      <IconCardGrid items={values} columns="md:grid-cols-3" />
    </MarketingSection>
  );
}

/** About: mission hero, leadership roles, values, and the join-the-mission call to action. */
export function AboutPage() {
  return (
    <>
      <MissionHero />
      <Team />
      <Values />
      <StarfieldCta
        id="join"
        title={aboutJoin.title}
        body={aboutJoin.body}
        note={<span id="careers-note">{aboutJoin.careersLine(aboutJoin.careersNote)}</span>}
      >
        <Link to={routes.signup} className={buttonClass('primary', 'lg')}>
          {aboutJoin.getStarted}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
        {/* A Careers button with no action. Focusable, so keyboard and screen-reader users learn why. */}
        <Button
          variant="outline"
          size="lg"
          aria-disabled="true"
          aria-describedby="careers-note"
          title={aboutJoin.careersNote}
          className="cursor-not-allowed opacity-70"
        >
          {aboutJoin.careers}
        </Button>
      </StarfieldCta>
    </>
  );
}
