import './company.css';

import type { OneDocument, TalentDevelopmentContent } from './company-content';
import { CompanyContentPage, CompanyPage, CompanySection, ItemCards, PagePrompt } from './components/CompanyPage';

const DOCUMENTS = [{ key: 'talent-development' }] as const;

/** Talent Development (/talent-development): key offerings and the training programs. */
export function TalentDevelopmentPage() {
  return (
    <CompanyContentPage<OneDocument<'talent-development', TalentDevelopmentContent>> documents={DOCUMENTS}>
      {({ 'talent-development': { content: page } }) => (
        <CompanyPage title={page.title} lead={page.lead}>
          <CompanySection title={page.offerings.title}>
            <ItemCards items={page.offerings.items} />
          </CompanySection>
          <CompanySection title={page.programs.title} tone="band">
            <p className="company-text">{page.programs.intro}</p>
            <ItemCards items={page.programs.items} />
          </CompanySection>
          <PagePrompt prompt={page.prompt} />
        </CompanyPage>
      )}
    </CompanyContentPage>
  );
}
