import './company.css';

import type { OneDocument, TalentSearchContent } from './company-content';
import {
  CompanyContentPage,
  CompanyPage,
  CompanySection,
  ItemCards,
  PagePrompt,
  Steps,
} from './components/CompanyPage';

const DOCUMENTS = [{ key: 'talent-search' }] as const;

/** Talent Search (/talent-search): our hiring services and how a search runs. */
export function TalentSearchPage() {
  return (
    <CompanyContentPage<OneDocument<'talent-search', TalentSearchContent>> documents={DOCUMENTS}>
      {({ 'talent-search': { content: page } }) => (
        <CompanyPage title={page.title} lead={page.lead}>
          <CompanySection title={page.hiring.title}>
            <ItemCards items={page.hiring.items} />
          </CompanySection>
          <CompanySection title={page.process.title}>
            <Steps steps={page.process.steps} />
          </CompanySection>
          <PagePrompt prompt={page.prompt} />
        </CompanyPage>
      )}
    </CompanyContentPage>
  );
}
