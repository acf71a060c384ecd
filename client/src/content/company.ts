/**
 * Copy for the static company pages: About Us, Our Services, HR Consulting, Talent Search and
 * Talent Development. Each page imports only its own export; none of this is in the entry bundle.
 */
import { figures, regionsInWords } from './figures';

export interface LinkCopy {
  label: string;
  to: string;
}

export interface Item {
  id: string;
  title: string;
  text: string;
}

/** The closing "what next" band most company pages end with. */
export interface Prompt {
  title: string;
  text: string;
  links: readonly LinkCopy[];
}

const contactLink: LinkCopy = { label: 'Contact Us', to: '/contact' };

export const about = {
  title: 'About Us',
  lead: 'We match organisations that have a mission with people who have the passion to carry it.',
  story: {
    title: 'Our Story',
    paragraphs: [
      `We started more than ${figures.years} years ago with a simple ` +
        'observation: the best hires are not only the ones with the right skills, but the ones who care ' +
        'about the work in front of them. A CV tells you what someone has done; a good conversation tells ' +
        'you what they want to do next.',
      'From a small recruiting practice we grew into a full talent and HR partner. Clients who came to ' +
        'us for one hire asked us to help the people they had hired grow, and then to help shape the ' +
        'policies and structures around them. Today we search for talent, develop it and advise on the ' +
        'HR practices that keep it.',
      `Along the way we made a promise to give back. Our staff spend ${figures.volunteerTime} of their ` +
        `time on volunteer work, and we have set out to make ${figures.youthsGoal} youths in India ` +
        `employable by ${figures.youthsGoalYear}.`,
    ],
  },
  whoWeAre: {
    title: 'Who We Are',
    paragraphs: [
      'We are recruiters, trainers, coaches and HR consultants who have worked inside the kinds of ' +
        'organisations we now serve. We deliver our services globally from the ' +
        `${regionsInWords}, combining international reach with an understanding of local hiring markets.`,
      'Diversity is at the heart of how we work. Teams with different backgrounds, experiences and ways ' +
        'of thinking make better decisions, and we hold our own team to the standard we recommend to ' +
        'our clients.',
    ],
  },
  values: {
    title: 'What We Stand For',
    items: [
      {
        id: 'purpose',
        title: 'Purpose before placement',
        text: 'We look for a shared sense of purpose as carefully as we check skills and experience.',
      },
      {
        id: 'diversity',
        title: 'Diversity at heart',
        text: 'We build shortlists and teams that reflect the range of people who can do the job.',
      },
      {
        id: 'honesty',
        title: 'Straight talk',
        text: 'Candidates and clients hear clear, timely feedback from us, including when the answer is no.',
      },
      {
        id: 'giving-back',
        title: 'Giving back',
        text: `${figures.volunteerTime} of our time goes to helping young people become ready for work.`,
      },
    ] satisfies Item[],
  },
  prompt: {
    title: 'Work With Us',
    text: 'See how we can help you hire, grow and support your people, or tell us what you need.',
    links: [{ label: 'Explore Our Services', to: '/services' }, contactLink],
  } satisfies Prompt,
} as const;

export interface ServiceCard extends Item {
  link: LinkCopy;
  /** Talent acquisition lists the industries we hire for. */
  industries?: { title: string; items: readonly string[] };
}

export const services = {
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
      industries: {
        title: 'Industries We Serve',
        items: [
          'Information technology and software',
          'Banking, financial services and insurance',
          'Healthcare and life sciences',
          'Manufacturing and engineering',
          'Retail and consumer goods',
          'Telecommunications',
          'Energy and utilities',
          'Education and non-profit',
        ],
      },
      link: { label: 'Learn more about Talent Search', to: '/talent-search' },
    },
    {
      id: 'talent-management',
      title: 'Talent Management',
      text:
        'Assessment and development centers, training programs, coaching and mentoring that help ' +
        'your people grow into the roles your organisation will need tomorrow.',
      link: { label: 'Learn more about Talent Development', to: '/talent-development' },
    },
    {
      id: 'hr-consulting',
      title: 'HR Consulting',
      text:
        'An experienced outside view on your people practices: organisation design, performance and ' +
        'reward, HR processes and the changes that growth brings.',
      link: { label: 'Learn more about HR Consulting', to: '/hr-consulting' },
    },
    {
      id: 'hr-policies',
      title: 'Developing HR Policies',
      text:
        'Clear, compliant and humane policies, from the employee handbook to leave, remote work and ' +
        'anti-harassment, written for your organisation and explained to your managers.',
      link: { label: 'Ask us about your HR policies', to: '/contact' },
    },
  ] satisfies ServiceCard[],
  prompt: {
    title: 'Building Futures Together',
    text: 'Our skill development mission prepares young people for their first job. Find out how to take part.',
    links: [{ label: 'Discover Skill Development', to: '/skill-development' }, contactLink],
  } satisfies Prompt,
} as const;

export const hrConsulting = {
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
    ] satisfies Item[],
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
    ] satisfies Item[],
  },
  prompt: {
    title: 'Let’s Talk About Your HR Needs',
    text: 'Whether you need a quick second opinion or a partner for a larger change, we are glad to help.',
    links: [contactLink, { label: 'See all our services', to: '/services' }],
  } satisfies Prompt,
} as const;

export const talentSearch = {
  title: 'Talent Search',
  lead:
    `We have hired ${figures.hires} permanent and contractual employees for our clients, and counting. ` +
    'Every search starts with understanding the role, the team and the mission behind them.',
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
    ] satisfies Item[],
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
      { id: 'onboard', title: 'Support', text: 'We help with the offer and stay in touch through the first months.' },
    ] satisfies Item[],
  },
  prompt: {
    title: 'Hiring or Looking for Your Next Role?',
    text: 'Employers can tell us about the roles they need to fill. Job seekers can apply for open positions today.',
    links: [contactLink, { label: 'Browse Our Open Positions', to: '/browse-positions' }],
  } satisfies Prompt,
} as const;

export const talentDevelopment = {
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
          'Exercises, simulations and interviews that show where people stand today and what they need ' +
          'to grow, for selection, promotion or leadership pipelines.',
      },
      {
        id: 'customized-training',
        title: 'Customized Training',
        text:
          'Workshops designed around your organisation, your challenges and your language, delivered ' +
          'in person or online.',
      },
      {
        id: 'coaching',
        title: 'Coaching and Mentoring',
        text:
          'One-to-one and group coaching for leaders and high-potential staff, and mentoring programmes ' +
          'that pass knowledge on.',
      },
    ] satisfies Item[],
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
    ] satisfies Item[],
  },
  prompt: {
    title: 'Plan a Program With Us',
    text: 'Tell us about your teams and goals, and we will propose a program that fits.',
    links: [contactLink, { label: 'See all our services', to: '/services' }],
  } satisfies Prompt,
} as const;
