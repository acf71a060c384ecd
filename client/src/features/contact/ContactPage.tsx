import './contact.css';

import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { CONTACT_EMAIL, SOCIAL_LINKS } from '../../content/contact-points';
import { ContactMessageCreateDocument } from '../../gql/graphql';
import { refusalMessage } from '../../lib/graphql-errors';

import { ContactForm, type ContactSubmission } from './components/ContactForm';
import { MapBoundary } from './components/MapBoundary';
import { contactForm, contactHero, officesSection } from './contact-content';
import { readMapTiles } from './map-tiles';
import { OFFICE_LOCATIONS } from './office-locations';

// Leaflet is large and only this page needs it: its own chunk, fetched when /contact renders.
const ContactMap = lazy(async () => ({ default: (await import('./components/ContactMap')).ContactMap }));

type SendStatus = 'idle' | 'submitting' | 'success';

/** Contact (/contact): how to reach us, where we work, and the message form. */
export function ContactPage() {
  useDocumentTitle(contactHero.title);
  const reachId = useId();
  const officesId = useId();
  const listHeadingId = useId();
  const listId = useId();
  const formId = useId();
  const [tiles] = useState(readMapTiles);

  const [status, setStatus] = useState<SendStatus>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sendMessage] = useMutation(ContactMessageCreateDocument);
  const thankYouRef = useRef<HTMLDivElement>(null);

  // The form, and its focused button, go away on success: move focus to what replaced them.
  useEffect(() => {
    if (status === 'success') thankYouRef.current?.focus();
  }, [status]);

  async function send(input: ContactSubmission) {
    setStatus('submitting');
    setRefusal(null);
    try {
      await sendMessage({ variables: { input } });
      setStatus('success');
    } catch (error) {
      // SPEC section 8: a failed send is only logged; the form stays, filled in, ready to retry.
      // A refusal the visitor can act on (too many forms, a bad e-mail) is shown as well.
      console.error(contactForm.failureLog, error);
      setRefusal(refusalMessage(error) ?? null);
      setStatus('idle');
    }
  }

  return (
    <div className="contact">
      <div className="contact-hero">
        <div className="page contact-hero__inner">
          <h1>{contactHero.title}</h1>
          <p className="contact-hero__lead">{contactHero.lead}</p>
        </div>
      </div>

      <section className="page contact-section" aria-labelledby={reachId}>
        <h2 id={reachId}>Get in Touch</h2>
        <ul className="contact-channels">
          <li className="contact-channel">
            <span className="contact-channel__label">Email</span>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </li>
          {SOCIAL_LINKS.map(({ label, href }) => (
            <li key={label} className="contact-channel">
              <span className="contact-channel__label">Follow us</span>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="contact-band" aria-labelledby={officesId}>
        <div className="page contact-section">
          <h2 id={officesId}>{officesSection.title}</h2>
          <p className="contact-section__text">{officesSection.intro}</p>
          <div className="contact-offices">
            <div className="contact-offices__map">
              <MapBoundary fallback={<p className="contact-map contact-map--note">{officesSection.mapUnavailable}</p>}>
                <Suspense
                  fallback={
                    <p className="contact-map contact-map--note" role="status">
                      {officesSection.mapLoading}
                    </p>
                  }
                >
                  <ContactMap
                    locations={OFFICE_LOCATIONS}
                    tiles={tiles}
                    label={officesSection.mapLabel}
                    describedBy={listId}
                  />
                </Suspense>
              </MapBoundary>
            </div>
            <div className="contact-offices__list">
              <h3 id={listHeadingId}>{officesSection.listTitle}</h3>
              <ul id={listId} className="contact-locations" aria-labelledby={listHeadingId}>
                {OFFICE_LOCATIONS.map((location) => (
                  <li key={location.id} className="contact-location">
                    <span className="contact-location__city">{location.city}</span>
                    <span className="contact-location__country">
                      {location.country} · {location.region}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className="page contact-section" aria-labelledby={formId}>
        <h2 id={formId}>{contactForm.title}</h2>
        {status === 'success' ? (
          <div ref={thankYouRef} tabIndex={-1} className="contact-thanks" role="status">
            <p className="contact-thanks__title">{contactForm.thankYouTitle}</p>
            <p>{contactForm.thankYou}</p>
          </div>
        ) : (
          <ContactForm busy={status === 'submitting'} refusal={refusal} onSubmit={send} />
        )}
      </section>
    </div>
  );
}
