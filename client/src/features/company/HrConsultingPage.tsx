import './company.css';

import type { HrConsultingContent, OneDocument } from './company-content';
import { CardsThenStepsPage, CompanyContentPage } from './components/CompanyPage';

const DOCUMENTS = [{ key: 'hr-consulting' }] as const;

/** HR Consulting (/hr-consulting): what we help with and how we work. */
export function HrConsultingPage() {
  return (
    <CompanyContentPage<OneDocument<'hr-consulting', HrConsultingContent>> documents={DOCUMENTS}>
      {({ 'hr-consulting': { content: page } }) => (
        <CardsThenStepsPage page={page} cards={page.help} steps={page.approach} />
      )}
    </CompanyContentPage>
  );
}
