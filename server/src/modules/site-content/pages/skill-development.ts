import type { ContentPageSchema, GroupField } from '../content-schema';

import { figuresList, itemsList, leadField, textField, titleField } from './page-parts';

/** One of the two join cards; its button opens the join form for that kind of member. */
function joinCard(name: string, label: string): GroupField {
  return {
    kind: 'group',
    name,
    label,
    fields: [
      titleField(),
      textField('text', 'Text', 400),
      { kind: 'text', name: 'button', label: 'Button', help: 'Opens the join form.', maxLength: 40 },
    ],
  };
}

/**
 * Skill Development (/skill-development): the mission, what we do and the two ways to join. The join
 * form's own words (its title, fields, consent and messages) stay with the form in the client.
 */
export const skillDevelopmentPage: ContentPageSchema = {
  key: 'skill-development',
  title: 'Skill Development',
  path: '/skill-development',
  fields: [
    titleField('Page title'),
    leadField,
    {
      kind: 'group',
      name: 'mission',
      label: 'Our mission',
      fields: [titleField(), textField('text', 'Text'), figuresList('figures', 'Figures', 'Figure', 4)],
    },
    {
      kind: 'group',
      name: 'whatWeDo',
      label: 'What we do',
      fields: [titleField(), textField('intro', 'Introduction', 300), itemsList('items', 'Activities', 'Activity', 8)],
    },
    {
      kind: 'group',
      name: 'joinUs',
      label: 'Join the mission',
      fields: [
        titleField(),
        textField('intro', 'Introduction', 300),
        joinCard('individual', 'Card for individuals'),
        joinCard('organization', 'Card for organizations'),
      ],
    },
  ],
  seed: {
    title: 'Skill Development',
    lead:
      'Talent is everywhere; opportunity is not. We put our recruiting and training know-how to work for ' +
      'young people who are ready to start a career and need a fair first chance.',
    mission: {
      title: 'Our Mission',
      text:
        'We have set ourselves a clear goal: to help 100,000 youths in India become employable by 2030. It is ' +
        'not a side project. Every member of our staff spends 10% of their working time on volunteer work, ' +
        'teaching, mentoring and opening doors alongside our partners.',
      figures: [
        { id: 'youths', value: '100,000', label: 'youths in India made employable by 2030' },
        { id: 'volunteering', value: '10%', label: 'of our staff’s time given to volunteer work' },
      ],
    },
    whatWeDo: {
      title: 'What We Do',
      intro: 'We cover the whole path from classroom to first pay cheque, so that nobody falls between the steps.',
      items: [
        {
          id: 'training',
          title: 'Job-ready training',
          text:
            'Short, practical courses in communication, spoken English, digital basics and workplace conduct, ' +
            'shaped by what hiring managers actually look for.',
        },
        {
          id: 'mentoring',
          title: 'One-to-one mentoring',
          text:
            'Each learner is paired with a professional from our team who helps with goals, confidence and the ' +
            'first months at work.',
        },
        {
          id: 'interview-practice',
          title: 'Interview practice',
          text:
            'Mock interviews with honest feedback, help with a first CV and guidance on presenting strengths ' +
            'that are not yet on paper.',
        },
        {
          id: 'placements',
          title: 'Placement partnerships',
          text:
            'We work with employers to open internships, apprenticeships and entry-level roles, and stay in ' +
            'touch once a placement begins.',
        },
        {
          id: 'community',
          title: 'Community outreach',
          text:
            'Sessions with colleges, NGOs and local groups bring the programme to towns and districts where ' +
            'career support is hardest to find.',
        },
      ],
    },
    joinUs: {
      title: 'Join the Mission',
      intro: 'Whether you can give an hour a month or open your organisation’s doors, there is a place for you.',
      individual: {
        title: 'Individual',
        text:
          'Volunteer as a trainer or mentor, run a mock interview, or share your experience of your industry ' +
          'with the young people we support.',
        button: 'Join as an Individual',
      },
      organization: {
        title: 'Organization',
        text:
          'Offer internships and first jobs, host a training day, or sponsor a cohort. We handle the matching ' +
          'and keep you informed at every step.',
        button: 'Join as an Organization',
      },
    },
  },
};
