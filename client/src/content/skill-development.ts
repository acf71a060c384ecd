/** Copy for the Skill Development page (/skill-development), kept out of its components. */

export const skillDevelopmentIntro = {
  title: 'Skill Development',
  lead:
    'Talent is everywhere; opportunity is not. We put our recruiting and training know-how to work ' +
    'for young people who are ready to start a career and need a fair first chance.',
};

export const mission = {
  title: 'Our Mission',
  text:
    'We have set ourselves a clear goal: to help 100,000 youths in India become employable by 2030. ' +
    'It is not a side project. Every member of our staff spends 10% of their working time on volunteer ' +
    'work, teaching, mentoring and opening doors alongside our partners.',
  figures: [
    { id: 'youths', value: '100,000', label: 'youths in India made employable by 2030' },
    { id: 'volunteering', value: '10%', label: 'of our staff’s time given to volunteer work' },
  ],
} as const;

export const whatWeDo = {
  title: 'What We Do',
  intro: 'We cover the whole path from classroom to first pay cheque, so that nobody falls between the steps.',
  items: [
    {
      id: 'training',
      title: 'Job-ready training',
      text:
        'Short, practical courses in communication, spoken English, digital basics and workplace ' +
        'conduct, shaped by what hiring managers actually look for.',
    },
    {
      id: 'mentoring',
      title: 'One-to-one mentoring',
      text:
        'Each learner is paired with a professional from our team who helps with goals, confidence ' +
        'and the first months at work.',
    },
    {
      id: 'interview-practice',
      title: 'Interview practice',
      text:
        'Mock interviews with honest feedback, help with a first CV and guidance on presenting ' +
        'strengths that are not yet on paper.',
    },
    {
      id: 'placements',
      title: 'Placement partnerships',
      text:
        'We work with employers to open internships, apprenticeships and entry-level roles, and stay ' +
        'in touch once a placement begins.',
    },
    {
      id: 'community',
      title: 'Community outreach',
      text:
        'Sessions with colleges, NGOs and local groups bring the programme to towns and districts ' +
        'where career support is hardest to find.',
    },
  ],
} as const;

export const joinUs = {
  title: 'Join the Mission',
  intro: 'Whether you can give an hour a month or open your organisation’s doors, there is a place for you.',
  cards: [
    {
      type: 'Individual',
      title: 'Individual',
      text:
        'Volunteer as a trainer or mentor, run a mock interview, or share your experience of your ' +
        'industry with the young people we support.',
      button: 'Join as an Individual',
    },
    {
      type: 'Organization',
      title: 'Organization',
      text:
        'Offer internships and first jobs, host a training day, or sponsor a cohort. We handle the ' +
        'matching and keep you informed at every step.',
      button: 'Join as an Organization',
    },
  ],
  dialogTitle: 'Join Our Mission',
  submit: 'Submit details',
} as const;
