/** What the company pages show: their documents of site content (server: site-content/pages). */
import type { Figure, ListItem, RichHtml, SiteDocument, SiteImage, SiteLink } from '../../lib/site-content';

/** A card or a step: a short title and a sentence or two. */
export interface Item {
  title: string;
  text: string;
}

/** The closing band most company pages end with; its first link is the main action. */
export interface Prompt {
  title: string;
  text: string;
  links: ListItem<{ link: SiteLink }>[];
}

export interface CompanyPageContent {
  title: string;
  lead: string;
  prompt: Prompt;
}

export interface Cards {
  title: string;
  items: ListItem<Item>[];
}

export interface StepList {
  title: string;
  steps: ListItem<Item>[];
}

export interface AboutContent extends CompanyPageContent {
  story: { title: string; text: RichHtml };
  whoWeAre: { title: string; text: RichHtml; facts: ListItem<Figure>[] };
  values: Cards;
  team: { title: string; intro: string };
}

export interface TeamMember {
  name: string;
  role: string;
  photo: SiteImage | null;
  bio: RichHtml;
}

export interface AboutDocuments {
  [key: string]: SiteDocument<unknown>;
  about: SiteDocument<AboutContent>;
  team: SiteDocument<{ members: ListItem<TeamMember>[] }>;
}

export interface ServiceCard extends Item {
  /** Talent acquisition lists the industries we hire for. */
  industriesTitle: string;
  industries: string[];
  link: SiteLink;
}

export interface ServicesContent extends CompanyPageContent {
  cards: ListItem<ServiceCard>[];
}

export interface HrConsultingContent extends CompanyPageContent {
  help: Cards;
  approach: StepList;
}

export interface TalentSearchContent extends CompanyPageContent {
  hiring: Cards;
  process: StepList;
}

export interface TalentDevelopmentContent extends CompanyPageContent {
  offerings: Cards;
  programs: Cards & { intro: string };
}

/** The documents of a page that shows one. */
export type OneDocument<K extends string, T> = { [key: string]: SiteDocument<unknown> } & Record<K, SiteDocument<T>>;
