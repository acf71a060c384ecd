import type { ContentPageSchema } from '../content-schema';

import { cardsSection, CONTACT_LINK, leadField, promptGroup, promptSeed, titleField } from './page-parts';

/** Talent Search (/talent-search): our hiring services and how a search runs. */
export const talentSearchPage: ContentPageSchema = {
  key: 'talent-search',
  title: 'Talent Search',
  path: '/talent-search',
  fields: [
    titleField('Page title'),
    leadField,
    cardsSection('hiring', 'Hiring services', 'items', 'Services', 'Service'),
    cardsSection('process', 'How we hire', 'steps', 'Steps', 'Step'),
    promptGroup,
  ],
  seed: {
    title: 'Talent Search',
    lead:
      'We have hired 500+ permanent and contractual employees for our clients, and counting. Every search ' +
      'starts with understanding the role, the team and the mission behind them.',
    hiring: {
      title: 'Hiring Services',
      items: [
        {
          id: 'permanent',
          title: 'Permanent recruitment',
          text: 'End-to-end hiring for individual contributors, specialists and managers.',
        },
        {
          id: 'contract',
          title: 'Contractual staffing',
          text: 'Skilled professionals for projects, peaks and cover, ready to start quickly.',
        },
        {
          id: 'executive',
          title: 'Executive search',
          text: 'Discreet, research-led searches for leadership and board-level roles.',
        },
        {
          id: 'volume',
          title: 'Volume and campus hiring',
          text: 'Structured programmes for large intakes and graduate recruitment.',
        },
        {
          id: 'diversity',
          title: 'Diversity hiring',
          text: 'Inclusive job descriptions, broad sourcing and fair assessment to widen your talent pool.',
        },
        {
          id: 'rpo',
          title: 'Recruitment process outsourcing',
          text: 'We run all or part of your recruitment as an extension of your own team.',
        },
      ],
    },
    process: {
      title: 'How We Hire',
      steps: [
        {
          id: 'brief',
          title: 'Understand',
          text: 'We agree the role, the must-haves and what success looks like after a year.',
        },
        {
          id: 'source',
          title: 'Search',
          text: 'We reach active and passive candidates through our network across regions.',
        },
        {
          id: 'assess',
          title: 'Assess',
          text: 'Structured interviews and, where useful, assessments for skills and values.',
        },
        {
          id: 'shortlist',
          title: 'Shortlist',
          text: 'You meet a small number of well-prepared candidates, with our notes on each.',
        },
        {
          id: 'onboard',
          title: 'Support',
          text: 'We help with the offer and stay in touch through the first months.',
        },
      ],
    },
    prompt: promptSeed(
      'Hiring or Looking for Your Next Role?',
      'Employers can tell us about the roles they need to fill. Job seekers can apply for open positions today.',
      [CONTACT_LINK, { label: 'Browse Our Open Positions', to: '/browse-positions' }],
    ),
  },
};
