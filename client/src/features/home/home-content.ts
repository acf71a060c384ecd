/** What the home page shows: its own document, the testimonials and the client logos (server: site-content/pages). */
import type { Figure, ListItem, SiteDocument, SiteImage, SiteLink } from '../../lib/site-content';

interface Section {
  title: string;
  text: string;
  link: SiteLink;
}

export interface OfferCardContent {
  title: string;
  text: string;
  link: SiteLink;
}

export interface HomeContent {
  hero: { title: string; subline: string; link: SiteLink };
  whoWeAre: { title: string; text: string; facts: ListItem<Figure>[] };
  offers: {
    title: string;
    intro: string;
    talentSearch: OfferCardContent;
    talentDevelopment: OfferCardContent;
    hrConsulting: OfferCardContent;
  };
  clients: { title: string; intro: string };
  testimonials: { title: string };
  dataPrivacy: Section;
  mission: { title: string; text: string; figures: ListItem<Figure>[]; link: SiteLink };
  contactPrompt: Section;
}

export interface TestimonialContent {
  quote: string;
  name: string;
  role: string;
  company: string;
  photo: SiteImage | null;
  shown: boolean;
}

export interface ClientLogoContent {
  name: string;
  image: SiteImage | null;
  /** The client's https address, or ''. */
  link: string;
  shown: boolean;
}

export interface HomeDocuments {
  [key: string]: SiteDocument<unknown>;
  home: SiteDocument<HomeContent>;
  testimonials: SiteDocument<{ items: ListItem<TestimonialContent>[] }>;
  'client-logos': SiteDocument<{ logos: ListItem<ClientLogoContent>[] }>;
}

export const HOME_DOCUMENTS = [
  { key: 'home' },
  { key: 'testimonials', editLabel: 'Edit the testimonials' },
  { key: 'client-logos', editLabel: 'Edit the client logos' },
] as const;
