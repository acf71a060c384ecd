import './company.css';

import { talentDevelopment } from '../../content/company';

import { CompanyPage, CompanySection, ItemCards, PagePrompt } from './components/CompanyPage';

/** Talent Development (/talent-development): key offerings and the eight training programs. */
export function TalentDevelopmentPage() {
  return (
    <CompanyPage title={talentDevelopment.title} lead={talentDevelopment.lead}>
      <CompanySection title={talentDevelopment.offerings.title}>
        <ItemCards items={talentDevelopment.offerings.items} />
      </CompanySection>
      <CompanySection title={talentDevelopment.programs.title} tone="band">
        <p className="company-text">{talentDevelopment.programs.intro}</p>
        <ItemCards items={talentDevelopment.programs.items} />
      </CompanySection>
      <PagePrompt prompt={talentDevelopment.prompt} />
    </CompanyPage>
  );
}
