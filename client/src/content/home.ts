/**
 * Copy for the home page (/ and /login). The home page is in the entry bundle: keep this file
 * small and import nothing heavy from here.
 */
import { figures, regionsInWords } from './figures';

export const hero = {
  title: 'MATCHING MISSION WITH PASSION',
  subline:
    'Purpose-driven HR and talent solutions that connect organisations with people who believe in ' +
    'what they do, and help both grow together.',
  link: { label: 'Learn More About Us', to: '/about' },
} as const;

export function greeting(firstName: string) {
  return `Welcome back, ${firstName}.`;
}

export const whoWeAre = {
  title: 'Who We Are',
  text:
    `We are a talent and HR consultancy with ${figures.yearsOfExpertise} years of expertise, delivering ` +
    `our services globally from the ${regionsInWords}. Diversity is at the heart of everything we do: in the ` +
    'teams we build for our clients and in our own.',
} as const;

export type OfferIcon = 'search' | 'growth' | 'compass';

export const offers = {
  title: 'What We Offer',
  intro: 'Three ways we help organisations find, grow and support the people who carry their mission.',
  cards: [
    {
      id: 'talent-search',
      // The spec's card titles, spelled exactly as it gives them.
      title: 'TALENT SEARCH',
      icon: 'search',
      text: 'Permanent and contractual hiring, from a single specialist to a whole new team, matched on skills and on values.',
      link: { label: 'Explore our talent search services', to: '/talent-search' },
    },
    {
      id: 'talent-development',
      title: 'TALENT DEVELOPEMENT',
      icon: 'growth',
      text: 'Assessment and development centers, tailored training and coaching that turn potential into performance.',
      link: { label: 'Explore our talent development programs', to: '/talent-development' },
    },
    {
      id: 'hr-consulting',
      title: 'HR CONSULTING',
      icon: 'compass',
      text: 'Practical advice on policies, structures and people processes, so that your HR keeps pace with your business.',
      link: { label: 'Explore our HR consulting services', to: '/hr-consulting' },
    },
  ],
} as const;

export type LogoShape = 'circle' | 'square' | 'hexagon' | 'diamond';

export interface ClientLogoData {
  id: string;
  name: string;
  sector: string;
  shape: LogoShape;
  /** The monogram's fill; white initials on it must keep at least 4.5:1 contrast. */
  tone: string;
}

/** Fictional client names: each logo is drawn from this list by one small component. */
export const clients: { title: string; intro: string; logos: readonly ClientLogoData[] } = {
  title: 'Experience with Clients',
  intro: `Trusted by ${figures.trustedCompanies} companies across industries, from fast-growing start-ups to established enterprises.`,
  logos: [
    { id: 'aldermoor', name: 'Aldermoor', sector: 'Logistics', shape: 'circle', tone: '#0b5d8a' },
    { id: 'brightwater', name: 'Brightwater', sector: 'Analytics', shape: 'square', tone: '#6a3d9a' },
    { id: 'cobaltline', name: 'Cobaltline', sector: 'Systems', shape: 'hexagon', tone: '#1b6e2d' },
    { id: 'dunmore', name: 'Dunmore', sector: 'Foods', shape: 'diamond', tone: '#9c2f2f' },
    { id: 'everfield', name: 'Everfield', sector: 'Health', shape: 'square', tone: '#005f73' },
    { id: 'fenwick-rowe', name: 'Fenwick & Rowe', sector: 'Advisory', shape: 'circle', tone: '#7a4f00' },
    { id: 'graniteway', name: 'Graniteway', sector: 'Manufacturing', shape: 'diamond', tone: '#2f4858' },
    { id: 'halcyon-crest', name: 'Halcyon Crest', sector: 'Hotels', shape: 'hexagon', tone: '#8a2d6b' },
    { id: 'ironbark', name: 'Ironbark', sector: 'Energy', shape: 'hexagon', tone: '#7a4f00' },
    { id: 'juniper-vale', name: 'Juniper Vale', sector: 'Retail', shape: 'circle', tone: '#1b6e2d' },
    { id: 'kitewing', name: 'Kitewing', sector: 'Aviation', shape: 'diamond', tone: '#0b5d8a' },
    { id: 'lanternfish', name: 'Lanternfish', sector: 'Media', shape: 'square', tone: '#8a2d6b' },
    { id: 'marigold', name: 'Marigold', sector: 'Finance', shape: 'circle', tone: '#9c2f2f' },
    { id: 'northbeam', name: 'Northbeam', sector: 'Telecom', shape: 'hexagon', tone: '#6a3d9a' },
    { id: 'oakridge-peak', name: 'Oakridge Peak', sector: 'Pharma', shape: 'square', tone: '#2f4858' },
    { id: 'pinecrest', name: 'Pinecrest', sector: 'Education', shape: 'diamond', tone: '#005f73' },
  ],
};

export const dataPrivacy = {
  title: 'Data Privacy and Protection',
  text:
    'Applying for a job means trusting us with your personal details. We collect only what a hiring ' +
    'decision needs, keep it secure, share it with an employer only for a role you are considered for, ' +
    'and delete it when it is no longer needed.',
  link: { label: 'View Privacy Policy', to: '/privacy-policy' },
} as const;

export const missionInAction = {
  title: 'Our Mission in Action',
  text:
    `We have set ourselves a goal: to make ${figures.youthsGoal} youths in India employable by ` +
    `${figures.youthsGoalYear}. Our staff give ${figures.volunteerTime} of their time to volunteer work, ` +
    'training, mentoring and opening doors to first jobs.',
  figures: [
    { id: 'youths', value: figures.youthsGoal, label: `youths in India made employable by ${figures.youthsGoalYear}` },
    { id: 'volunteering', value: figures.volunteerTime, label: 'of our staff’s time spent on volunteer work' },
  ],
  link: { label: 'Join Us on This Journey', to: '/skill-development' },
} as const;

export const readyToUnlock = {
  title: 'Ready to Unlock Potential',
  text: 'Tell us about the people you are looking for or the team you want to grow. We will get back to you.',
  link: { label: 'Contact Us', to: '/contact' },
} as const;
