import './home.css';

import { type ReactNode, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { keyFacts } from '../../content/figures';
import { clients, dataPrivacy, hero, missionInAction, offers, readyToUnlock, whoWeAre } from '../../content/home';
import { getToken } from '../../lib/auth';
import { lazyWithApollo } from '../../lib/lazy-with-apollo';

import { ClientLogo } from './components/ClientLogo';
import { HeroArt } from './components/HeroArt';
import { OfferIcon } from './components/OfferIcon';

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

/** Home landing screen (routes / and /login). */
export function HomePage() {
  useDocumentTitle();
  const heroId = useId();
  const signedIn = Boolean(getToken());

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
            <Link className="button home-hero__link" to={hero.link.to}>
              {hero.link.label}
            </Link>
          </div>
          <HeroArt />
        </div>
      </section>

      <HomeSection title={whoWeAre.title} className="home-who">
        <p className="home-section__text">{whoWeAre.text}</p>
        <ul className="fact-tiles">
          {keyFacts.map((fact) => (
            <li key={fact.id} className="fact-tile">
              <span className="fact-tile__value">{fact.value}</span>{' '}
              <span className="fact-tile__label">{fact.label}</span>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection title={offers.title} className="home-band">
        <p className="home-section__text">{offers.intro}</p>
        <ul className="offer-cards">
          {offers.cards.map((card) => (
            <li key={card.id} className="offer-card">
              <OfferIcon name={card.icon} />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <Link to={card.link.to}>{card.link.label}</Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection title={clients.title} className="home-clients">
        <p className="home-section__text">{clients.intro}</p>
        <ul className="client-logos">
          {clients.logos.map((logo) => (
            <li key={logo.id}>
              <ClientLogo {...logo} />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection title={dataPrivacy.title} className="home-band">
        <p className="home-section__text">{dataPrivacy.text}</p>
        <Link className="button" to={dataPrivacy.link.to}>
          {dataPrivacy.link.label}
        </Link>
      </HomeSection>

      <HomeSection title={missionInAction.title} className="home-mission">
        <p className="home-section__text">{missionInAction.text}</p>
        <ul className="fact-tiles fact-tiles--two">
          {missionInAction.figures.map((figure) => (
            <li key={figure.id} className="fact-tile">
              <span className="fact-tile__value">{figure.value}</span>{' '}
              <span className="fact-tile__label">{figure.label}</span>
            </li>
          ))}
        </ul>
        <Link className="button button--primary" to={missionInAction.link.to}>
          {missionInAction.link.label}
        </Link>
      </HomeSection>

      <HomeSection title={readyToUnlock.title} className="home-cta">
        <p className="home-section__text">{readyToUnlock.text}</p>
        <Link className="button home-cta__link" to={readyToUnlock.link.to}>
          {readyToUnlock.link.label}
        </Link>
      </HomeSection>
    </div>
  );
}
