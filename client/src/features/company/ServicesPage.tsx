import './company.css';

import { useId } from 'react';

import { ContentLink } from '../../components/ui/ContentLink';

import type { OneDocument, ServiceCard as ServiceCardContent, ServicesContent } from './company-content';
import { CompanyContentPage, CompanyPage, PagePrompt } from './components/CompanyPage';

const DOCUMENTS = [{ key: 'services' }] as const;

function ServiceCard({ card }: { card: ServiceCardContent }) {
  const headingId = useId();
  return (
    <article className="service-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{card.title}</h2>
      <p>{card.text}</p>
      {card.industries.length > 0 && (
        <>
          {card.industriesTitle && <h3>{card.industriesTitle}</h3>}
          <ul className="service-card__industries">
            {card.industries.map((industry) => (
              <li key={industry}>{industry}</li>
            ))}
          </ul>
        </>
      )}
      <ContentLink className="service-card__link" link={card.link} />
    </article>
  );
}

/** Our Services (/services): the service cards, each leading to its page. */
export function ServicesPage() {
  return (
    <CompanyContentPage<OneDocument<'services', ServicesContent>> documents={DOCUMENTS}>
      {({ services: { content: page } }) => (
        <CompanyPage title={page.title} lead={page.lead}>
          <div className="page">
            <div className="service-cards">
              {page.cards.map((card) => (
                <ServiceCard key={card.id} card={card} />
              ))}
            </div>
          </div>
          <PagePrompt prompt={page.prompt} />
        </CompanyPage>
      )}
    </CompanyContentPage>
  );
}
