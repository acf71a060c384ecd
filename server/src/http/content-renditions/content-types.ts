import type { SiteImageRendition } from '../../modules/site-content/content-schema';
import type { SiteContent } from '../../modules/site-content/site-content.types';

// ---- The rendered documents, as pages receive them (server: content-rendering.ts; client: *-content.ts)

/** A sanitized HTML string (rich text). */
export type Rich = string;
export interface Link {
  label: string;
  to: string;
}
export interface Figure {
  id: string;
  value: string;
  label: string;
}
export interface Item {
  id: string;
  title: string;
  text: string;
}
export interface Prompt {
  title: string;
  text: string;
  links: { id: string; link: Link }[];
}
export interface TextSection {
  title: string;
  text: string;
  link: Link;
}
export interface HomeContent {
  hero: { title: string; subline: string; link: Link };
  whoWeAre: { title: string; text: string; facts: Figure[] };
  offers: {
    title: string;
    intro: string;
    talentSearch: TextSection;
    talentDevelopment: TextSection;
    hrConsulting: TextSection;
  };
  clients: { title: string; intro: string };
  testimonials: { title: string };
  dataPrivacy: TextSection;
  mission: { title: string; text: string; figures: Figure[]; link: Link };
  contactPrompt: TextSection;
}
export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
  company: string;
  photo: SiteImageRendition | null;
  shown: boolean;
}
export interface ClientLogo {
  id: string;
  name: string;
  image: SiteImageRendition | null;
  link: string;
  shown: boolean;
}
export interface CompanyContent {
  title: string;
  lead: string;
  prompt: Prompt;
}
export interface AboutContent extends CompanyContent {
  story: { title: string; text: Rich };
  whoWeAre: { title: string; text: Rich; facts: Figure[] };
  values: { title: string; items: Item[] };
  team: { title: string; intro: string };
}
export interface TeamMember {
  id: string;
  name: string;
  role: string;
  photo: SiteImageRendition | null;
  bio: Rich;
}
export interface ServicesContent extends CompanyContent {
  cards: (Item & { industriesTitle: string; industries: string[]; link: Link })[];
}
export type Cards = { title: string; items: Item[] };
export type StepList = { title: string; steps: Item[] };
export interface SkillDevelopmentContent {
  title: string;
  lead: string;
  mission: { title: string; text: string; figures: Figure[] };
  whatWeDo: { title: string; intro: string; items: Item[] };
  joinUs: {
    title: string;
    intro: string;
    individual: { title: string; text: string; button: string };
    organization: { title: string; text: string; button: string };
  };
}
export interface PrivacyPolicyContent {
  title: string;
  lead: string;
  sections: { id: string; title: string; text: Rich }[];
  contact: { title: string; text: Rich };
}

export type Documents = ReadonlyMap<string, SiteContent>;

export function contentOf<T>(documents: Documents, key: string): T {
  return documents.get(key)!.content as T;
}
