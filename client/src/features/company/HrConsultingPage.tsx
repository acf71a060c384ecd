import './company.css';

import { hrConsulting } from '../../content/company';

import { CompanyPage, CompanySection, ItemCards, PagePrompt, Steps } from './components/CompanyPage';

/** HR Consulting (/hr-consulting): what we help with and how we work. */
export function HrConsultingPage() {
  return (
    <CompanyPage title={hrConsulting.title} lead={hrConsulting.lead}>
      <CompanySection title={hrConsulting.help.title}>
        <ItemCards items={hrConsulting.help.items} />
      </CompanySection>
      <CompanySection title={hrConsulting.approach.title}>
        <Steps steps={hrConsulting.approach.steps} />
      </CompanySection>
      <PagePrompt prompt={hrConsulting.prompt} />
    </CompanyPage>
  );
}
