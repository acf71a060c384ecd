import type { ContentPageSchema } from '../content-schema';

import { CONTACT_LINK, leadField, promptGroup, promptSeed, textField, titleField } from './page-parts';

/** Our Services (/services): the service cards, each leading to its page. */
export const servicesPage: ContentPageSchema = {
  key: 'services',
  title: 'Our Services',
  path: '/services',
  fields: [
    titleField('Page title'),
    leadField,
    {
      kind: 'list',
      name: 'cards',
      label: 'Services',
      itemLabel: 'Service',
      minItems: 1,
      maxItems: 8,
      fields: [
        titleField(),
        textField('text', 'Text'),
        {
          kind: 'text',
          name: 'industriesTitle',
          label: 'Industries heading',
          help: 'Shown above the industries, when the card lists any.',
          maxLength: 80,
          optional: true,
        },
        {
          kind: 'textList',
          name: 'industries',
          label: 'Industries',
          itemLabel: 'Industry',
          maxLength: 80,
          minItems: 0,
          maxItems: 16,
        },
        { kind: 'link', name: 'link', label: 'Link' },
      ],
    },
    promptGroup,
  ],
  seed: {
    title: 'Our Services',
    lead:
      'From finding the right people to helping them thrive, we support every stage of the employee ' +
      'journey with services you can use on their own or together.',
    cards: [
      {
        id: 'talent-acquisition',
        title: 'Talent Acquisition',
        text:
          'Permanent and contractual hiring for roles at every level. We define the role with you, search ' +
          'actively beyond job boards and present a shortlist of people who fit both the job and your culture.',
        industriesTitle: 'Industries We Serve',
        industries: [
          'Information technology and software',
          'Banking, financial services and insurance',
          'Healthcare and life sciences',
          'Manufacturing and engineering',
          'Retail and consumer goods',
          'Telecommunications',
          'Energy and utilities',
          'Education and non-profit',
        ],
        link: { label: 'Learn more about Talent Search', to: '/talent-search' },
      },
      {
        id: 'talent-management',
        title: 'Talent Management',
        text:
          'Assessment and development centers, training programs, coaching and mentoring that help your ' +
          'people grow into the roles your organisation will need tomorrow.',
        industriesTitle: '',
        industries: [],
        link: { label: 'Learn more about Talent Development', to: '/talent-development' },
      },
      {
        id: 'hr-consulting',
        title: 'HR Consulting',
        text:
          'An experienced outside view on your people practices: organisation design, performance and reward, ' +
          'HR processes and the changes that growth brings.',
        industriesTitle: '',
        industries: [],
        link: { label: 'Learn more about HR Consulting', to: '/hr-consulting' },
      },
      {
        id: 'hr-policies',
        title: 'Developing HR Policies',
        text:
          'Clear, compliant and humane policies, from the employee handbook to leave, remote work and ' +
          'anti-harassment, written for your organisation and explained to your managers.',
        industriesTitle: '',
        industries: [],
        link: { label: 'Ask us about your HR policies', to: '/contact' },
      },
    ],
    prompt: promptSeed(
      'Building Futures Together',
      'Our skill development mission prepares young people for their first job. Find out how to take part.',
      [{ label: 'Discover Skill Development', to: '/skill-development' }, CONTACT_LINK],
    ),
  },
};
