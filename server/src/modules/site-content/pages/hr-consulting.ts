import type { ContentPageSchema } from '../content-schema';

import {
  ALL_SERVICES_LINK,
  cardsSection,
  CONTACT_LINK,
  leadField,
  promptGroup,
  promptSeed,
  titleField,
} from './page-parts';

/** HR Consulting (/hr-consulting): what we help with and how we work. */
export const hrConsultingPage: ContentPageSchema = {
  key: 'hr-consulting',
  title: 'HR Consulting',
  path: '/hr-consulting',
  fields: [
    titleField('Page title'),
    leadField,
    cardsSection('help', 'How we help', 'items', 'Services', 'Service'),
    cardsSection('approach', 'Our approach', 'steps', 'Steps', 'Step'),
    promptGroup,
  ],
  seed: {
    title: 'HR Consulting',
    lead:
      'Good HR keeps pace with the business. We help leaders and HR teams put the structures, processes ' +
      'and policies in place that let people do their best work.',
    help: {
      title: 'How We Help',
      items: [
        {
          id: 'audit',
          title: 'HR health check',
          text: 'A review of your people processes, documents and compliance, with a prioritised list of what to fix first.',
        },
        {
          id: 'organisation',
          title: 'Organisation design',
          text: 'Roles, reporting lines and team structures that match your strategy and can grow with it.',
        },
        {
          id: 'policies',
          title: 'Policies and handbooks',
          text: 'Employee handbooks and HR policies that are compliant, easy to read and applied consistently.',
        },
        {
          id: 'performance',
          title: 'Performance and reward',
          text: 'Goal setting, reviews, career frameworks and pay structures that people understand and trust.',
        },
        {
          id: 'change',
          title: 'Change and restructuring',
          text: 'Planning and communication support for mergers, relocations and new ways of working.',
        },
        {
          id: 'interim',
          title: 'Interim HR support',
          text: 'Experienced HR professionals who step in while you build or rebuild your own team.',
        },
      ],
    },
    approach: {
      title: 'Our Approach',
      steps: [
        {
          id: 'listen',
          title: 'Listen',
          text: 'We talk to leaders, managers and employees to understand how work really happens.',
        },
        {
          id: 'diagnose',
          title: 'Diagnose',
          text: 'We compare what we hear with good practice and the law, and agree priorities with you.',
        },
        { id: 'design', title: 'Design', text: 'We shape practical solutions together with your team, not for it.' },
        { id: 'embed', title: 'Embed', text: 'We help roll them out, train managers and check back that they work.' },
      ],
    },
    prompt: promptSeed(
      'Let’s Talk About Your HR Needs',
      'Whether you need a quick second opinion or a partner for a larger change, we are glad to help.',
      [CONTACT_LINK, ALL_SERVICES_LINK],
    ),
  },
};
