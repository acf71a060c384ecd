import './company.css';

import type { OneDocument, TalentSearchContent } from './company-content';
import { CardsThenStepsPage, CompanyContentPage } from './components/CompanyPage';

const DOCUMENTS = [{ key: 'talent-search' }] as const;

/** Talent Search (/talent-search): our hiring services and how a search runs. */
export function TalentSearchPage() {
  return (
    <CompanyContentPage<OneDocument<'talent-search', TalentSearchContent>> documents={DOCUMENTS}>
      {({ 'talent-search': { content: page } }) => (
        <CardsThenStepsPage page={page} cards={page.hiring} steps={page.process} />
      )}
    </CompanyContentPage>
  );
}
