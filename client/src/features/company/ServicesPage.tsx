import './company.css';

import { useId } from 'react';
import { Link } from 'react-router-dom';

import { type ServiceCard as ServiceCardCopy, services } from '../../content/company';

import { CompanyPage, PagePrompt } from './components/CompanyPage';

function ServiceCard({ card }: { card: ServiceCardCopy }) {
  const headingId = useId();
  return (
    <article className="service-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{card.title}</h2>
      <p>{card.text}</p>
      {card.industries && (
        <>
          <h3>{card.industries.title}</h3>
          <ul className="service-card__industries">
            {card.industries.items.map((industry) => (
              <li key={industry}>{industry}</li>
            ))}
          </ul>
        </>
      )}
      <Link className="service-card__link" to={card.link.to}>
        {card.link.label}
      </Link>
    </article>
  );
}

/** Our Services (/services): the four service cards, each leading to its page. */
export function ServicesPage() {
  return (
    <CompanyPage title={services.title} lead={services.lead}>
      <div className="page">
        <div className="service-cards">
          {services.cards.map((card) => (
            <ServiceCard key={card.id} card={card} />
          ))}
        </div>
      </div>
      <PagePrompt prompt={services.prompt} />
    </CompanyPage>
  );
}
