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

/** Talent Development (/talent-development): key offerings and the training programs. */
export const talentDevelopmentPage: ContentPageSchema = {
  key: 'talent-development',
  title: 'Talent Development',
  path: '/talent-development',
  fields: [
    titleField('Page title'),
    leadField,
    cardsSection('offerings', 'Key offerings', 'items', 'Offerings', 'Offering'),
    cardsSection('programs', 'Training programs', 'items', 'Programs', 'Program', true),
    promptGroup,
  ],
  seed: {
    title: 'Talent Development',
    lead:
      'People grow fastest when learning is tied to their real work. Our programs are practical, ' +
      'interactive and shaped around your goals.',
    offerings: {
      title: 'Key Offerings',
      items: [
        {
          id: 'assessment-centers',
          title: 'Assessment and Development Centers',
          text:
            'Exercises, simulations and interviews that show where people stand today and what they need to ' +
            'grow, for selection, promotion or leadership pipelines.',
        },
        {
          id: 'customized-training',
          title: 'Customized Training',
          text:
            'Workshops designed around your organisation, your challenges and your language, delivered in ' +
            'person or online.',
        },
        {
          id: 'coaching',
          title: 'Coaching and Mentoring',
          text:
            'One-to-one and group coaching for leaders and high-potential staff, and mentoring programmes ' +
            'that pass knowledge on.',
        },
      ],
    },
    programs: {
      title: 'Training Programs',
      intro: 'Each program can run as it is or be tailored to your teams.',
      items: [
        {
          id: 'communication',
          title: 'Communication Skills',
          text: 'Speak, write and listen with clarity and confidence.',
        },
        {
          id: 'time-management',
          title: 'Time Management',
          text: 'Plan, prioritise and protect time for the work that matters.',
        },
        {
          id: 'crucial-conversations',
          title: 'Crucial Conversations',
          text: 'Handle high-stakes, emotional discussions calmly and constructively.',
        },
        {
          id: 'emotional-resilience',
          title: 'Emotional Resilience',
          text: 'Stay steady under pressure and recover well from setbacks.',
        },
        {
          id: 'thriving-change',
          title: 'Thriving Change',
          text: 'Turn uncertainty into opportunity when teams and plans change.',
        },
        {
          id: 'posh',
          title: 'POSH Compliance',
          text: 'Prevention of sexual harassment at work: awareness, responsibilities and procedures.',
        },
        {
          id: 'body-mind-soul',
          title: 'Body, Mind and Soul',
          text: 'Wellbeing habits that support energy, focus and balance.',
        },
        {
          id: 'first-time-managers',
          title: 'First-Time Managers',
          text: 'Make the move from colleague to leader: delegating, feedback and one-to-ones.',
        },
      ],
    },
    prompt: promptSeed(
      'Plan a Program With Us',
      'Tell us about your teams and goals, and we will propose a program that fits.',
      [CONTACT_LINK, ALL_SERVICES_LINK],
    ),
  },
};
