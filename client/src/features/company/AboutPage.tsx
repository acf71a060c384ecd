import './company.css';

import { about } from '../../content/company';
import { keyFacts } from '../../content/figures';

import { CompanyPage, CompanySection, ItemCards, PagePrompt } from './components/CompanyPage';

/** About Us (/about): our story and who we are. */
export function AboutPage() {
  return (
    <CompanyPage title={about.title} lead={about.lead}>
      <CompanySection title={about.story.title}>
        {about.story.paragraphs.map((paragraph) => (
          <p key={paragraph} className="company-text">
            {paragraph}
          </p>
        ))}
      </CompanySection>

      <CompanySection title={about.whoWeAre.title} tone="band">
        {about.whoWeAre.paragraphs.map((paragraph) => (
          <p key={paragraph} className="company-text">
            {paragraph}
          </p>
        ))}
        <ul className="company-facts">
          {keyFacts.map((fact) => (
            <li key={fact.id} className="company-fact">
              <span className="company-fact__value">{fact.value}</span> <span>{fact.label}</span>
            </li>
          ))}
        </ul>
      </CompanySection>

      <CompanySection title={about.values.title}>
        <ItemCards items={about.values.items} />
      </CompanySection>

      <PagePrompt prompt={about.prompt} />
    </CompanyPage>
  );
}
