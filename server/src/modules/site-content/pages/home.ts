import type { ContentField, ContentPageSchema, GroupField } from '../content-schema';

import { figuresList, textField, titleField } from './page-parts';

/** A section of the home page with a heading, a text and one button. */
function section(name: string, label: string, help?: string): GroupField {
  return {
    kind: 'group',
    name,
    label,
    ...(help ? { help } : {}),
    fields: [titleField(), textField('text', 'Text'), { kind: 'link', name: 'link', label: 'Button' }],
  };
}

/** One of the three offer cards; each keeps its own icon. */
function offerCard(name: string, label: string): GroupField {
  return {
    kind: 'group',
    name,
    label,
    fields: [titleField(), textField('text', 'Text', 300), { kind: 'link', name: 'link', label: 'Link' }],
  };
}

const fields: ContentField[] = [
  {
    kind: 'group',
    name: 'hero',
    label: 'Hero',
    fields: [
      { kind: 'text', name: 'title', label: 'Title', maxLength: 80 },
      { kind: 'text', name: 'subline', label: 'Subline', maxLength: 300, multiline: true },
      { kind: 'link', name: 'link', label: 'Button' },
    ],
  },
  {
    kind: 'group',
    name: 'whoWeAre',
    label: 'Who we are',
    fields: [titleField(), textField('text', 'Text'), figuresList('facts', 'Key facts', 'Key fact')],
  },
  {
    kind: 'group',
    name: 'offers',
    label: 'What we offer',
    fields: [
      titleField(),
      textField('intro', 'Introduction', 300),
      offerCard('talentSearch', 'Talent search card'),
      offerCard('talentDevelopment', 'Talent development card'),
      offerCard('hrConsulting', 'HR consulting card'),
    ],
  },
  {
    kind: 'group',
    name: 'clients',
    label: 'Clients',
    help: 'The logos themselves are the “Client logos” document.',
    fields: [titleField(), textField('intro', 'Introduction', 300)],
  },
  {
    kind: 'group',
    name: 'testimonials',
    label: 'Testimonials',
    help: 'Shown when at least one testimonial of the “Testimonials” document is shown.',
    fields: [titleField()],
  },
  section('dataPrivacy', 'Data privacy'),
  {
    kind: 'group',
    name: 'mission',
    label: 'Our mission in action',
    fields: [
      titleField(),
      textField('text', 'Text'),
      figuresList('figures', 'Figures', 'Figure', 4),
      { kind: 'link', name: 'link', label: 'Button' },
    ],
  },
  section('contactPrompt', 'Closing band'),
];

/** The home page (/ and /login). Its client logos and testimonials are documents of their own. */
export const homePage: ContentPageSchema = {
  key: 'home',
  title: 'Home page',
  path: '/',
  fields,
  seed: {
    hero: {
      title: 'MATCHING MISSION WITH PASSION',
      subline:
        'Purpose-driven HR and talent solutions that connect organisations with people who believe in ' +
        'what they do, and help both grow together.',
      link: { label: 'Learn More About Us', to: '/about' },
    },
    whoWeAre: {
      title: 'Who We Are',
      text:
        'We are a talent and HR consultancy with 11+ years of expertise, delivering our services globally ' +
        'from the USA, Europe, Asia and ANZ. Diversity is at the heart of everything we do: in the teams we ' +
        'build for our clients and in our own.',
      facts: [
        { id: 'expertise', value: '11+', label: 'years of expertise in hiring and HR' },
        { id: 'hires', value: '500+', label: 'permanent and contractual employees hired, and counting' },
        { id: 'clients', value: '100+', label: 'companies trust us with their people' },
        { id: 'regions', value: '4', label: 'regions served globally: USA, Europe, Asia and ANZ' },
      ],
    },
    offers: {
      title: 'What We Offer',
      intro: 'Three ways we help organisations find, grow and support the people who carry their mission.',
      // The spec's card titles, spelled exactly as it gives them.
      talentSearch: {
        title: 'TALENT SEARCH',
        text: 'Permanent and contractual hiring, from a single specialist to a whole new team, matched on skills and on values.',
        link: { label: 'Explore our talent search services', to: '/talent-search' },
      },
      talentDevelopment: {
        title: 'TALENT DEVELOPEMENT',
        text: 'Assessment and development centers, tailored training and coaching that turn potential into performance.',
        link: { label: 'Explore our talent development programs', to: '/talent-development' },
      },
      hrConsulting: {
        title: 'HR CONSULTING',
        text: 'Practical advice on policies, structures and people processes, so that your HR keeps pace with your business.',
        link: { label: 'Explore our HR consulting services', to: '/hr-consulting' },
      },
    },
    clients: {
      title: 'Experience with Clients',
      intro: 'Trusted by 100+ companies across industries, from fast-growing start-ups to established enterprises.',
    },
    testimonials: { title: 'What Our Clients Say' },
    dataPrivacy: {
      title: 'Data Privacy and Protection',
      text:
        'Applying for a job means trusting us with your personal details. We collect only what a hiring ' +
        'decision needs, keep it secure, share it with an employer only for a role you are considered for, ' +
        'and delete it when it is no longer needed.',
      link: { label: 'View Privacy Policy', to: '/privacy-policy' },
    },
    mission: {
      title: 'Our Mission in Action',
      text:
        'We have set ourselves a goal: to make 100,000 youths in India employable by 2030. Our staff give ' +
        '10% of their time to volunteer work, training, mentoring and opening doors to first jobs.',
      figures: [
        { id: 'youths', value: '100,000', label: 'youths in India made employable by 2030' },
        { id: 'volunteering', value: '10%', label: 'of our staff’s time spent on volunteer work' },
      ],
      link: { label: 'Join Us on This Journey', to: '/skill-development' },
    },
    contactPrompt: {
      title: 'Ready to Unlock Potential',
      text: 'Tell us about the people you are looking for or the team you want to grow. We will get back to you.',
      link: { label: 'Contact Us', to: '/contact' },
    },
  },
};
