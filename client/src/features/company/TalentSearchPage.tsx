import './company.css';

import { talentSearch } from '../../content/company';

import { CompanyPage, CompanySection, ItemCards, PagePrompt, Steps } from './components/CompanyPage';

/** Talent Search (/talent-search): our hiring services and how a search runs. */
export function TalentSearchPage() {
  return (
    <CompanyPage title={talentSearch.title} lead={talentSearch.lead}>
      <CompanySection title={talentSearch.hiring.title}>
        <ItemCards items={talentSearch.hiring.items} />
      </CompanySection>
      <CompanySection title={talentSearch.process.title}>
        <Steps steps={talentSearch.process.steps} />
      </CompanySection>
      <PagePrompt prompt={talentSearch.prompt} />
    </CompanyPage>
  );
}
