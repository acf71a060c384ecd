import './home.css';

import { type ReactNode, Suspense, useId } from 'react';

import { ContentLink } from '../../components/ui/ContentLink';
import { SiteContentView } from '../../components/ui/SiteContentView';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { getToken } from '../../lib/auth';
import { lazyWithApollo } from '../../lib/lazy-with-apollo';
import { type Figure, type ListItem, useSiteContent } from '../../lib/site-content';

import { ClientLogo } from './components/ClientLogo';
import { HeroArt } from './components/HeroArt';
import { OfferIcon } from './components/OfferIcon';
import { Testimonial } from './components/Testimonial';
import { HOME_DOCUMENTS, type HomeDocuments } from './home-content';

// Only a signed-in visitor is greeted: the query and the Apollo client load for them alone.
const HomeGreeting = lazyWithApollo(async () => (await import('./components/HomeGreeting')).HomeGreeting);

/** A home section: a region named by its h2 heading. */
function HomeSection({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`home-section ${className}`} aria-labelledby={headingId}>
      <div className="page">
        <h2 id={headingId}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

function FactTiles({ figures, className = 'fact-tiles' }: { figures: ListItem<Figure>[]; className?: string }) {
  return (
    <ul className={className}>
      {figures.map((figure) => (
        <li key={figure.id} className="fact-tile">
          <span className="fact-tile__value">{figure.value}</span>{' '}
          <span className="fact-tile__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}

function HomeSections({ documents }: { documents: HomeDocuments }) {
  const heroId = useId();
  const signedIn = Boolean(getToken());
  const { hero, whoWeAre, offers, clients, testimonials, dataPrivacy, mission, contactPrompt } = documents.home.content;
  const shownTestimonials = documents.testimonials.content.items.filter((item) => item.shown);
  const shownLogos = documents['client-logos'].content.logos.filter((logo) => logo.shown);
  const offerCards = [
    { id: 'talent-search', icon: 'search', card: offers.talentSearch },
    { id: 'talent-development', icon: 'growth', card: offers.talentDevelopment },
    { id: 'hr-consulting', icon: 'compass', card: offers.hrConsulting },
  ] as const;

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby={heroId}>
        <div className="page home-hero__inner">
          <div className="home-hero__text">
            {signedIn && (
              <Suspense fallback={null}>
                <HomeGreeting />
              </Suspense>
            )}
            <h1 id={heroId}>{hero.title}</h1>
            <p className="home-hero__subline">{hero.subline}</p>
            <ContentLink className="button home-hero__link" link={hero.link} />
          </div>
          <HeroArt />
        </div>
      </section>

      <HomeSection title={whoWeAre.title} className="home-who">
        <p className="home-section__text">{whoWeAre.text}</p>
        <FactTiles figures={whoWeAre.facts} />
      </HomeSection>

      <HomeSection title={offers.title} className="home-band">
        <p className="home-section__text">{offers.intro}</p>
        <ul className="offer-cards">
          {offerCards.map(({ id, icon, card }) => (
            <li key={id} className="offer-card">
              <OfferIcon name={icon} />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <ContentLink link={card.link} />
            </li>
          ))}
        </ul>
      </HomeSection>

      {shownLogos.length > 0 && (
        <HomeSection title={clients.title} className="home-clients">
          <p className="home-section__text">{clients.intro}</p>
          <ul className="client-logos">
            {shownLogos.map((logo, position) => (
              <li key={logo.id}>
                <ClientLogo logo={logo} position={position} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {shownTestimonials.length > 0 && (
        <HomeSection title={testimonials.title} className="home-testimonials">
          <ul className="testimonials">
            {shownTestimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <Testimonial testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      <HomeSection title={dataPrivacy.title} className="home-band">
        <p className="home-section__text">{dataPrivacy.text}</p>
        <ContentLink className="button" link={dataPrivacy.link} />
      </HomeSection>

      <HomeSection title={mission.title} className="home-mission">
        <p className="home-section__text">{mission.text}</p>
        <FactTiles figures={mission.figures} className="fact-tiles fact-tiles--two" />
        <ContentLink className="button button--primary" link={mission.link} />
      </HomeSection>

      <HomeSection title={contactPrompt.title} className="home-cta">
        <p className="home-section__text">{contactPrompt.text}</p>
        <ContentLink className="button home-cta__link" link={contactPrompt.link} />
      </HomeSection>
    </div>
  );
}

/** Home landing screen (routes / and /login), in the words published at /admin/site. */
export function HomePage() {
  useDocumentTitle();
  const state = useSiteContent<HomeDocuments>(HOME_DOCUMENTS.map((document) => document.key));
  return (
    <SiteContentView state={state} documents={HOME_DOCUMENTS}>
      {(documents) => <HomeSections documents={documents} />}
    </SiteContentView>
  );
}
