import type { ContentPageSchema } from '../content-schema';

import {
  CONTACT_LINK,
  figuresList,
  itemsList,
  leadField,
  promptGroup,
  promptSeed,
  richText,
  textField,
  titleField,
} from './page-parts';

/** About Us (/about): our story, who we are, what we stand for; the team is a document of its own. */
export const aboutPage: ContentPageSchema = {
  key: 'about',
  title: 'About Us',
  path: '/about',
  fields: [
    titleField('Page title'),
    leadField,
    {
      kind: 'group',
      name: 'story',
      label: 'Our story',
      fields: [titleField(), { kind: 'richText', name: 'text', label: 'Text', maxLength: 3000 }],
    },
    {
      kind: 'group',
      name: 'whoWeAre',
      label: 'Who we are',
      fields: [
        titleField(),
        { kind: 'richText', name: 'text', label: 'Text', maxLength: 3000 },
        figuresList('facts', 'Key facts', 'Key fact'),
      ],
    },
    {
      kind: 'group',
      name: 'values',
      label: 'What we stand for',
      fields: [titleField(), itemsList('items', 'Values', 'Value', 8)],
    },
    {
      kind: 'group',
      name: 'team',
      label: 'Our team',
      help: 'Shown when the “Team” document has at least one member.',
      fields: [titleField(), textField('intro', 'Introduction', 300, true)],
    },
    promptGroup,
  ],
  seed: {
    title: 'About Us',
    lead: 'We match organisations that have a mission with people who have the passion to carry it.',
    story: {
      title: 'Our Story',
      text: richText(
        'We started more than 11 years ago with a simple observation: the best hires are not only the ones ' +
          'with the right skills, but the ones who care about the work in front of them. A CV tells you what ' +
          'someone has done; a good conversation tells you what they want to do next.',
        'From a small recruiting practice we grew into a full talent and HR partner. Clients who came to us ' +
          'for one hire asked us to help the people they had hired grow, and then to help shape the policies ' +
          'and structures around them. Today we search for talent, develop it and advise on the HR practices ' +
          'that keep it.',
        'Along the way we made a promise to give back. Our staff spend 10% of their time on volunteer work, ' +
          'and we have set out to make 100,000 youths in India employable by 2030.',
      ),
    },
    whoWeAre: {
      title: 'Who We Are',
      text: richText(
        'We are recruiters, trainers, coaches and HR consultants who have worked inside the kinds of ' +
          'organisations we now serve. We deliver our services globally from the USA, Europe, Asia and ANZ, ' +
          'combining international reach with an understanding of local hiring markets.',
        'Diversity is at the heart of how we work. Teams with different backgrounds, experiences and ways of ' +
          'thinking make better decisions, and we hold our own team to the standard we recommend to our clients.',
      ),
      facts: [
        { id: 'expertise', value: '11+', label: 'years of expertise in hiring and HR' },
        { id: 'hires', value: '500+', label: 'permanent and contractual employees hired, and counting' },
        { id: 'clients', value: '100+', label: 'companies trust us with their people' },
        { id: 'regions', value: '4', label: 'regions served globally: USA, Europe, Asia and ANZ' },
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
          text: '10% of our time goes to helping young people become ready for work.',
        },
      ],
    },
    team: { title: 'Our Team', intro: 'The people you work with when you work with us.' },
    prompt: promptSeed(
      'Work With Us',
      'See how we can help you hire, grow and support your people, or tell us what you need.',
      [{ label: 'Explore Our Services', to: '/services' }, CONTACT_LINK],
    ),
  },
};
