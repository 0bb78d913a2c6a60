import { ArrowRight, Eye, Heart, Lightbulb, Orbit } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CREATOR_SHARE_RATE, INTEREST_APY, PRODUCT_NAME } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';
import { Button, buttonClass } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { type Icon, IconCardGrid, MarketingSection, PageHero, StarfieldCta } from './marketing-section.tsx';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const CAREERS_NOTE = 'Openings will be posted here.';

/** The About page's six leadership roles; no names are published, so each card shows the role. */
const team = [
  {
    role: 'CEO & Founder',
    abbr: 'CEO',
    body: 'Sets the mission and makes sure every decision serves gifters and creators.',
  },
  {
    role: 'CTO',
    abbr: 'CTO',
    body: 'Leads engineering and the systems that find, round up and invest your purchases.',
  },
  {
    role: 'Chief Product Officer',
    abbr: 'CPO',
    body: 'Shapes the app you use every day, from round-up settings to rewards.',
  },
  { role: 'CFO', abbr: 'CFO', body: 'Oversees our finances, our fees and the accounts that hold your money.' },
  { role: 'CMO', abbr: 'CMO', body: 'Grows the Space Crew and works with our ambassador community.' },
  {
    role: 'Head of Security',
    abbr: 'SEC',
    body: 'Protects your data and leads our response to every security report.',
  },
] as const;

const values: { icon: Icon; title: string; body: string }[] = [
  {
    icon: Heart,
    title: 'Creator First',
    body:
      `Creators earn ${percent(CREATOR_SHARE_RATE)} on the coin purchases of the gifters who follow them, ` +
      'and get the same investment features as everyone else.',
  },
  {
    icon: Eye,
    title: 'Transparency',
    body:
      'Read-only bank access, every round-up listed in your transaction history, ' +
      'and 30 days notice before any fee changes.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    body:
      `Automatic round-ups, a choice of Bitcoin or a ${percent(INTEREST_APY)} APY interest account, ` +
      'and an app that lives on your home screen.',
  },
];

function MissionHero() {
  return (
    <PageHero
      id="about-title"
      icon={Orbit}
      eyebrow={<>About {PRODUCT_NAME}</>}
      title={
        <>
          Our mission: make every gift <span className="text-cyan-300">grow</span>
        </>
      }
    >
      People buy coins to cheer on the creators they love. We built {PRODUCT_NAME} so that generosity builds something
      for you too: each coin purchase is rounded up, the spare change is invested, and 5% comes back to you in points.
    </PageHero>
  );
}

function Team() {
  return (
    <MarketingSection
      id="team"
      eyebrow="Leadership team"
      title="The crew at the controls"
      intro="Six roles steer the mission, from product to security."
    >
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
    <MarketingSection id="values" eyebrow="Our values" title="What guides us" className="bg-muted/50">
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
        title="Join the mission"
        body="Start rounding up your coin purchases today, or help us build what comes next."
        note={<span id="careers-note">Careers: {CAREERS_NOTE}</span>}
      >
        <Link to={routes.signup} className={buttonClass('primary', 'lg')}>
          Get Started
          <ArrowRight className="size-4" aria-hidden />
        </Link>
        {/* A Careers button with no action. Focusable, so keyboard and screen-reader users learn why. */}
        <Button
          variant="outline"
          size="lg"
          aria-disabled="true"
          aria-describedby="careers-note"
          title={CAREERS_NOTE}
          className="cursor-not-allowed opacity-70"
        >
          Careers
        </Button>
      </StarfieldCta>
    </>
  );
}
