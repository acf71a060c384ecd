import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';

import type { SiteImageRendition } from '../modules/site-content/content-schema';
import type { SiteContent } from '../modules/site-content/site-content.types';
import { createRequestContext } from '../request-context';
import type { ServerDeps } from '../services';

import { type Html, html, sanitizedHtml, scriptJson } from './html';
import type { PublicPagePath } from './public-pages';

/**
 * The public pages whose words are site content (edited at /admin/site), with the documents each
 * shows, its own first. The client's pages ask for the same keys (client/src/features/home,
 * company, skill-development, privacy).
 */
export const CONTENT_PAGE_DOCUMENTS: Partial<Record<PublicPagePath, readonly string[]>> = {
  '/': ['home', 'testimonials', 'client-logos'],
  '/about': ['about', 'team'],
  '/services': ['services'],
  '/hr-consulting': ['hr-consulting'],
  '/talent-search': ['talent-search'],
  '/talent-development': ['talent-development'],
  '/skill-development': ['skill-development'],
  '/privacy-policy': ['privacy-policy'],
};

/** The id of the data block with a page's published documents (client: lib/site-content.ts). */
export const SITE_CONTENT_DATA_ID = 'site-content';

/** The name of the head's meta tag with the current privacy notice version (client: FormPrivacy.tsx). */
export const PRIVACY_VERSION_META = 'privacy-version';

/** What the server adds to a page for its site content. */
export interface ContentParts {
  /** The privacy version's meta tag, and a content page's data block. */
  head: Html;
  /** A content page's static rendition inside `#root`. */
  root?: Html;
}

// ---- The rendered documents, as pages receive them (server: content-rendering.ts; client: *-content.ts)

/** A sanitized HTML string (rich text). */
type Rich = string;
interface Link {
  label: string;
  to: string;
}
interface Figure {
  id: string;
  value: string;
  label: string;
}
interface Item {
  id: string;
  title: string;
  text: string;
}
interface Prompt {
  title: string;
  text: string;
  links: { id: string; link: Link }[];
}
interface TextSection {
  title: string;
  text: string;
  link: Link;
}
interface HomeContent {
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
interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
  company: string;
  photo: SiteImageRendition | null;
  shown: boolean;
}
interface ClientLogo {
  id: string;
  name: string;
  image: SiteImageRendition | null;
  link: string;
  shown: boolean;
}
interface CompanyContent {
  title: string;
  lead: string;
  prompt: Prompt;
}
interface AboutContent extends CompanyContent {
  story: { title: string; text: Rich };
  whoWeAre: { title: string; text: Rich; facts: Figure[] };
  values: { title: string; items: Item[] };
  team: { title: string; intro: string };
}
interface TeamMember {
  id: string;
  name: string;
  role: string;
  photo: SiteImageRendition | null;
  bio: Rich;
}
interface ServicesContent extends CompanyContent {
  cards: (Item & { industriesTitle: string; industries: string[]; link: Link })[];
}
type Cards = { title: string; items: Item[] };
type StepList = { title: string; steps: Item[] };
interface SkillDevelopmentContent {
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
interface PrivacyPolicyContent {
  title: string;
  lead: string;
  sections: { id: string; title: string; text: Rich }[];
  contact: { title: string; text: Rich };
}

type Documents = ReadonlyMap<string, SiteContent>;

function contentOf<T>(documents: Documents, key: string): T {
  return documents.get(key)!.content as T;
}

// ---- Pieces drawn as the client's components draw them (same elements, same classes)

/**
 * The page's frame: `<main>` sits where the app's does, under the fixed header the app adds;
 * `data-server-rendition` tells browser tests the app has not replaced it yet (as job-rendition.ts).
 */
const frame = (body: Html) =>
  html`<main id="main" class="site-main" tabindex="-1" data-server-rendition>${body}</main>`;

/** ContentLink: every link of the content is a plain link here. */
const link = (to: Link, className?: string) =>
  html`<a${className ? html` class="${className}"` : ''} href="${to.to}">${to.label}</a>`;

/** RichText: the server's renderer has sanitized it (rich-text.ts); the one place it goes in as HTML. */
const richText = (text: Rich, className?: string) =>
  html`<div${className ? html` class="${className}"` : ''}>${sanitizedHtml(text)}</div>`;

/** SitePicture. */
function picture(image: SiteImageRendition, sizes: string, className: string): Html {
  return html`<picture><source type="image/avif" srcset="${image.avif}" sizes="${sizes}"><source type="image/webp" srcset="${image.webp}" sizes="${sizes}"><img class="${className}" src="${image.src}" alt="${image.alt}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async"></picture>`;
}

/** A section named by its heading (the client's sections take the heading's id from useId). */
function region(id: string, className: string, heading: Html, body: Html, inner = 'page'): Html {
  return html`<section class="${className}" aria-labelledby="${id}"><div class="${inner}"><h2 id="${id}">${heading}</h2>${body}</div></section>`;
}

// ---- The home page (features/home)

/** HeroArt. */
const HERO_ART = html`<svg class="home-hero__art" aria-hidden="true" focusable="false" viewBox="0 0 240 200"><g stroke="#9cc7e0" stroke-width="3" fill="none" stroke-linecap="round"><path d="M60 60 120 100 190 50M120 100 80 160M120 100 180 150"></path><circle cx="120" cy="100" r="58" stroke-dasharray="4 10"></circle></g><g fill="#fff"><circle cx="120" cy="92" r="14"></circle><path d="M96 128c3-14 13-20 24-20s21 6 24 20Z"></path></g><g fill="#d6e8f3"><circle cx="60" cy="60" r="16"></circle><circle cx="190" cy="50" r="13"></circle><circle cx="80" cy="160" r="12"></circle><circle cx="180" cy="150" r="17"></circle></g><g fill="#f0a500"><circle cx="60" cy="60" r="6"></circle><circle cx="180" cy="150" r="6"></circle></g></svg>`;

/** OfferIcon's paths. */
const OFFER_ICONS = {
  search:
    'M20 8a12 12 0 1 0 0 24a12 12 0 0 0 0-24Zm0 6a3.5 3.5 0 1 1 0 7a3.5 3.5 0 0 1 0-7Zm-6 13c1-3 3.5-4.5 6-4.5s5 1.5 6 4.5M29 29l10 10',
  growth: 'M6 38h8v-8h8v-8h8v-8h8M30 8h10v10M40 8 27 21',
  compass: 'M24 6a18 18 0 1 0 0 36a18 18 0 0 0 0-36Zm7 11-4.5 9.5L17 31l4.5-9.5Z',
} as const;

const offerIcon = (name: keyof typeof OFFER_ICONS) =>
  html`<svg class="offer-card__icon" aria-hidden="true" focusable="false" viewBox="0 0 48 48"><path d="${OFFER_ICONS[name]}" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"></path></svg>`;

/** ClientLogo's monogram: shape and colour by the logo's place among those shown. */
const LOGO_SHAPES = [
  (tone: string) => html`<circle cx="28" cy="28" r="25" fill="${tone}"></circle>`,
  (tone: string) => html`<rect x="4" y="4" width="48" height="48" rx="11" fill="${tone}"></rect>`,
  (tone: string) => html`<polygon points="28,2 51,15 51,41 28,54 5,41 5,15" fill="${tone}"></polygon>`,
  (tone: string) => html`<polygon points="28,1 55,28 28,55 1,28" fill="${tone}"></polygon>`,
] as const;
const LOGO_TONES = ['#0b5d8a', '#6a3d9a', '#1b6e2d', '#9c2f2f', '#005f73', '#7a4f00', '#2f4858', '#8a2d6b'] as const;

/** "Fenwick & Rowe" -> "FR", as the client's ClientLogo writes it. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function clientLogo(logo: ClientLogo, position: number): Html {
  let drawn: Html;
  if (logo.image) {
    drawn = picture(logo.image, '9rem', 'client-logo__image');
  } else {
    const letters = initials(logo.name);
    const tone = LOGO_TONES[position % LOGO_TONES.length]!;
    const shape = LOGO_SHAPES[position % LOGO_SHAPES.length]!(tone);
    drawn = html`<div class="client-logo" role="img" aria-label="${logo.name}"><svg class="client-logo__mark" viewBox="0 0 56 56" aria-hidden="true">${shape}<text x="28" y="34.5" text-anchor="middle" fill="#fff" font-size="${letters.length > 1 ? 16 : 20}" font-weight="700" letter-spacing="0.5">${letters}</text></svg><span class="client-logo__text"><span class="client-logo__name">${logo.name}</span></span></div>`;
  }
  return logo.link ? html`<a class="client-logo__link" href="${logo.link}">${drawn}</a>` : drawn;
}

function testimonial(item: Testimonial): Html {
  const where = [item.role, item.company].filter(Boolean).join(', ');
  return html`<figure class="testimonial"><blockquote class="testimonial__quote"><p>${item.quote}</p></blockquote><figcaption class="testimonial__by">${
    item.photo && picture(item.photo, '3.5rem', 'testimonial__photo')
  }<span><span class="testimonial__name">${item.name}</span>${where && html`<span class="testimonial__role">${where}</span>`}</span></figcaption></figure>`;
}

const factTiles = (figures: Figure[], className = 'fact-tiles') =>
  html`<ul class="${className}">${figures.map(
    (figure) =>
      html`<li class="fact-tile"><span class="fact-tile__value">${figure.value}</span> <span class="fact-tile__label">${figure.label}</span></li>`,
  )}</ul>`;

const homeSection = (id: string, title: string, className: string, body: Html) =>
  region(`home-${id}`, `home-section ${className}`, html`${title}`, body);

function homeRendition(documents: Documents): Html {
  const home = contentOf<HomeContent>(documents, 'home');
  const testimonials = contentOf<{ items: Testimonial[] }>(documents, 'testimonials').items.filter(
    (item) => item.shown,
  );
  const logos = contentOf<{ logos: ClientLogo[] }>(documents, 'client-logos').logos.filter((logo) => logo.shown);
  const { hero, whoWeAre, offers, clients, dataPrivacy, mission, contactPrompt } = home;
  const cards = [
    ['search', offers.talentSearch],
    ['growth', offers.talentDevelopment],
    ['compass', offers.hrConsulting],
  ] as const;
  return frame(
    html`<div class="home"><section class="home-hero" aria-labelledby="home-hero"><div class="page home-hero__inner"><div class="home-hero__text"><h1 id="home-hero">${
      hero.title
    }</h1><p class="home-hero__subline">${hero.subline}</p>${link(hero.link, 'button home-hero__link')}</div>${HERO_ART}</div></section>${[
      homeSection(
        'who',
        whoWeAre.title,
        'home-who',
        html`<p class="home-section__text">${whoWeAre.text}</p>${factTiles(whoWeAre.facts)}`,
      ),
      homeSection(
        'offers',
        offers.title,
        'home-band',
        html`<p class="home-section__text">${offers.intro}</p><ul class="offer-cards">${cards.map(
          ([icon, card]) =>
            html`<li class="offer-card">${offerIcon(icon)}<h3>${card.title}</h3><p>${card.text}</p>${link(card.link)}</li>`,
        )}</ul>`,
      ),
      logos.length > 0 &&
        homeSection(
          'clients',
          clients.title,
          'home-clients',
          html`<p class="home-section__text">${clients.intro}</p><ul class="client-logos">${logos.map(
            (logo, position) => html`<li>${clientLogo(logo, position)}</li>`,
          )}</ul>`,
        ),
      testimonials.length > 0 &&
        homeSection(
          'testimonials',
          home.testimonials.title,
          'home-testimonials',
          html`<ul class="testimonials">${testimonials.map((item) => html`<li>${testimonial(item)}</li>`)}</ul>`,
        ),
      homeSection(
        'privacy',
        dataPrivacy.title,
        'home-band',
        html`<p class="home-section__text">${dataPrivacy.text}</p>${link(dataPrivacy.link, 'button')}`,
      ),
      homeSection(
        'mission',
        mission.title,
        'home-mission',
        html`<p class="home-section__text">${mission.text}</p>${factTiles(mission.figures, 'fact-tiles fact-tiles--two')}${link(
          mission.link,
          'button button--primary',
        )}`,
      ),
      homeSection(
        'contact',
        contactPrompt.title,
        'home-cta',
        html`<p class="home-section__text">${contactPrompt.text}</p>${link(contactPrompt.link, 'button home-cta__link')}`,
      ),
    ]}</div>`,
  );
}

// ---- The company pages (features/company)

/** CompanyPage's BannerPattern. */
const BANNER_PATTERN = html`<svg class="company-hero__pattern" aria-hidden="true" focusable="false" viewBox="0 0 160 120"><g fill="none" stroke="#9cc7e0" stroke-width="2.5"><circle cx="110" cy="60" r="44"></circle><circle cx="110" cy="60" r="26" stroke-dasharray="3 7"></circle><path d="M20 100 66 60l30 18 44-48" stroke-linecap="round" stroke-linejoin="round"></path></g><circle cx="140" cy="30" r="6" fill="#f0a500"></circle></svg>`;

type SectionTone = 'plain' | 'band' | 'prompt';
type Section = (title: string, body: Html, tone?: SectionTone) => Html;

/** CompanySection, numbering the page's sections for their headings' ids. */
function companySections(): Section {
  let count = 0;
  return (title, body, tone = 'plain') =>
    region(`company-section-${++count}`, `company-section company-section--${tone}`, html`${title}`, body);
}

/** CompanyPage: the banner with the page's h1 and lead, then its sections and its closing band. */
function companyPage(page: CompanyContent, sections: (section: Section) => (Html | false)[]): Html {
  const section = companySections();
  return frame(
    html`<div class="company"><div class="company-hero"><div class="page company-hero__inner"><div><h1>${page.title}</h1><p class="company-hero__lead">${page.lead}</p></div>${BANNER_PATTERN}</div></div>${sections(
      section,
    )}${pagePrompt(section, page.prompt)}</div>`,
  );
}

const itemCards = (items: Item[]) =>
  html`<ul class="company-cards">${items.map((item) => html`<li class="company-card"><h3>${item.title}</h3><p>${item.text}</p></li>`)}</ul>`;

const steps = (items: Item[]) =>
  html`<ol class="company-steps">${items.map((step) => html`<li class="company-step"><h3>${step.title}</h3><p>${step.text}</p></li>`)}</ol>`;

function pagePrompt(section: Section, prompt: Prompt): Html {
  return section(
    prompt.title,
    html`<p class="company-text">${prompt.text}</p><div class="company-actions">${prompt.links.map((item, position) =>
      link(item.link, position === 0 ? 'button button--primary' : 'button'),
    )}</div>`,
    'prompt',
  );
}

function aboutRendition(documents: Documents): Html {
  const about = contentOf<AboutContent>(documents, 'about');
  const members = contentOf<{ members: TeamMember[] }>(documents, 'team').members;
  const team = (section: Section) =>
    members.length > 0 &&
    section(
      about.team.title,
      html`${about.team.intro && html`<p class="company-text">${about.team.intro}</p>`}<ul class="team-members">${members.map(
        (member) =>
          html`<li class="team-member">${member.photo && picture(member.photo, '8rem', 'team-member__photo')}<h3>${
            member.name
          }</h3><p class="team-member__role">${member.role}</p>${richText(member.bio, 'team-member__bio')}</li>`,
      )}</ul>`,
    );
  return companyPage(about, (section) => [
    section(about.story.title, richText(about.story.text, 'company-rich')),
    section(
      about.whoWeAre.title,
      html`${richText(about.whoWeAre.text, 'company-rich')}<ul class="company-facts">${about.whoWeAre.facts.map(
        (fact) =>
          html`<li class="company-fact"><span class="company-fact__value">${fact.value}</span> <span>${fact.label}</span></li>`,
      )}</ul>`,
      'band',
    ),
    section(about.values.title, itemCards(about.values.items)),
    team(section),
  ]);
}

function servicesRendition(documents: Documents): Html {
  const page = contentOf<ServicesContent>(documents, 'services');
  const cards = page.cards.map((card, index) => {
    const id = `service-card-${index + 1}`;
    const industries =
      card.industries.length > 0 &&
      html`${card.industriesTitle && html`<h3>${card.industriesTitle}</h3>`}<ul class="service-card__industries">${card.industries.map(
        (industry) => html`<li>${industry}</li>`,
      )}</ul>`;
    return html`<article class="service-card" aria-labelledby="${id}"><h2 id="${id}">${card.title}</h2><p>${card.text}</p>${industries}${link(
      card.link,
      'service-card__link',
    )}</article>`;
  });
  return companyPage(page, () => [html`<div class="page"><div class="service-cards">${cards}</div></div>`]);
}

function hrConsultingRendition(documents: Documents): Html {
  const page = contentOf<CompanyContent & { help: Cards; approach: StepList }>(documents, 'hr-consulting');
  return companyPage(page, (section) => [
    section(page.help.title, itemCards(page.help.items)),
    section(page.approach.title, steps(page.approach.steps)),
  ]);
}

function talentSearchRendition(documents: Documents): Html {
  const page = contentOf<CompanyContent & { hiring: Cards; process: StepList }>(documents, 'talent-search');
  return companyPage(page, (section) => [
    section(page.hiring.title, itemCards(page.hiring.items)),
    section(page.process.title, steps(page.process.steps)),
  ]);
}

function talentDevelopmentRendition(documents: Documents): Html {
  const page = contentOf<CompanyContent & { offerings: Cards; programs: Cards & { intro: string } }>(
    documents,
    'talent-development',
  );
  return companyPage(page, (section) => [
    section(page.offerings.title, itemCards(page.offerings.items)),
    section(
      page.programs.title,
      html`<p class="company-text">${page.programs.intro}</p>${itemCards(page.programs.items)}`,
      'band',
    ),
  ]);
}

// ---- Skill Development (features/skill-development)

function skillDevelopmentRendition(documents: Documents): Html {
  const page = contentOf<SkillDevelopmentContent>(documents, 'skill-development');
  const { mission, whatWeDo, joinUs } = page;
  // The join buttons open the join form once the app runs.
  const joinCard = (card: SkillDevelopmentContent['joinUs']['individual']) =>
    html`<article class="join-card"><h3>${card.title}</h3><p>${card.text}</p><button type="button" class="button button--primary">${card.button}</button></article>`;
  return frame(
    html`<div class="skill-development"><header class="skill-hero"><div class="page skill-hero__inner"><h1>${
      page.title
    }</h1><p class="skill-hero__lead">${page.lead}</p></div></header><section class="page skill-section" aria-labelledby="skill-mission"><h2 id="skill-mission">${
      mission.title
    }</h2><p class="skill-section__text">${mission.text}</p><ul class="skill-figures">${mission.figures.map(
      (figure) =>
        html`<li class="skill-figure"><span class="skill-figure__value">${figure.value}</span><span class="skill-figure__label">${figure.label}</span></li>`,
    )}</ul></section>${region(
      'skill-what-we-do',
      'skill-band',
      html`${whatWeDo.title}`,
      html`<p class="skill-section__text">${whatWeDo.intro}</p><ul class="skill-offers">${whatWeDo.items.map(
        (item) => html`<li class="skill-offer"><h3>${item.title}</h3><p>${item.text}</p></li>`,
      )}</ul>`,
      'page skill-section',
    )}<section class="page skill-section" aria-labelledby="skill-join"><h2 id="skill-join">${
      joinUs.title
    }</h2><p class="skill-section__text">${joinUs.intro}</p><div class="join-cards">${joinCard(joinUs.individual)}${joinCard(
      joinUs.organization,
    )}</div></section></div>`,
  );
}

// ---- The Privacy Policy (features/privacy)

/** The day a privacy version was published, in words, as the client's versionDate writes it. */
function privacyVersionDate(version: string): { dateTime: string; text: string } | undefined {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(version)?.[1];
  if (!day) return undefined;
  const words = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { dateTime: day, text: words.format(new Date(`${day}T00:00:00Z`)) };
}

function privacyRendition(documents: Documents): Html {
  const document = documents.get('privacy-policy')!;
  const policy = document.content as unknown as PrivacyPolicyContent;
  const updated = document.privacyVersion ? privacyVersionDate(document.privacyVersion) : undefined;
  const section = (id: string, title: string, text: Rich, className = 'privacy-section') =>
    html`<section class="${className}" aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${richText(text)}</section>`;
  return frame(
    html`<article class="page privacy"><h1>${policy.title}</h1>${
      updated &&
      html`<p class="privacy__updated">Last updated: <time datetime="${updated.dateTime}">${updated.text}</time></p>`
    }<p class="privacy__lead">${policy.lead}</p>${policy.sections.map((item, index) =>
      section(`privacy-section-${index + 1}`, item.title, item.text),
    )}${section('privacy-contact', policy.contact.title, policy.contact.text, 'privacy-section privacy-contact')}</article>`,
  );
}

const RENDITIONS: Partial<Record<PublicPagePath, (documents: Documents) => Html>> = {
  '/': homeRendition,
  '/about': aboutRendition,
  '/services': servicesRendition,
  '/hr-consulting': hrConsultingRendition,
  '/talent-search': talentSearchRendition,
  '/talent-development': talentDevelopmentRendition,
  '/skill-development': skillDevelopmentRendition,
  '/privacy-policy': privacyRendition,
};

/**
 * What site content adds to the page the server sends: on every page, the current privacy notice
 * version as `<meta name="privacy-version">` (the forms send it); on a content page (`screen`), its
 * published documents as the `#site-content` JSON block (keyed by document key: the client draws
 * from it without asking) and the page as static HTML inside `#root`, in the client's elements and
 * classes (crawlers without JavaScript read it; React replaces it on start). Drafts never go into
 * the HTML: a staff preview is fetched by the client. When the content cannot be read, the page
 * goes out without it and the client asks the API itself.
 */
export function siteContentParts(orm: MikroORM, deps: ServerDeps) {
  return async (req: Request, screen: PublicPagePath | undefined): Promise<ContentParts> => {
    const service = createRequestContext(orm, deps, req).services.siteContent;
    const keys = screen ? CONTENT_PAGE_DOCUMENTS[screen] : undefined;
    const [version, documents] = await Promise.all([
      service.currentPrivacyVersion().catch((error: unknown) => {
        deps.logger.error('The privacy version could not be written into the page', { requestId: req.id, error });
        return undefined;
      }),
      keys
        ? service.published(keys).catch((error: unknown) => {
            deps.logger.error('The site content could not be written into the page', { requestId: req.id, error });
            return undefined;
          })
        : undefined,
    ]);
    const meta = version && html`<meta name="${PRIVACY_VERSION_META}" content="${version}" />`;
    if (!screen || !documents) return { head: html`${meta}` };
    const byKey = new Map(documents.map((document) => [document.key, document]));
    const block = Object.fromEntries(
      documents.map(({ key, content, version: publishes, privacyVersion }) => [
        key,
        { key, content, version: publishes, ...(privacyVersion ? { privacyVersion } : {}) },
      ]),
    );
    return {
      head: html`${meta}<script type="application/json" id="${SITE_CONTENT_DATA_ID}">${scriptJson(block)}</script>`,
      root: RENDITIONS[screen]?.(byKey),
    };
  };
}
