import './company.css';

import type { HrConsultingContent, OneDocument } from './company-content';
import {
  CompanyContentPage,
  CompanyPage,
  CompanySection,
  ItemCards,
  PagePrompt,
  Steps,
} from './components/CompanyPage';

const DOCUMENTS = [{ key: 'hr-consulting' }] as const;

/** HR Consulting (/hr-consulting): what we help with and how we work. */
export function HrConsultingPage() {
  return (
    <CompanyContentPage<OneDocument<'hr-consulting', HrConsultingContent>> documents={DOCUMENTS}>
      {({ 'hr-consulting': { content: page } }) => (
        <CompanyPage title={page.title} lead={page.lead}>
          <CompanySection title={page.help.title}>
            <ItemCards items={page.help.items} />
          </CompanySection>
          <CompanySection title={page.approach.title}>
            <Steps steps={page.approach.steps} />
          </CompanySection>
          <PagePrompt prompt={page.prompt} />
        </CompanyPage>
      )}
    </CompanyContentPage>
  );
}
