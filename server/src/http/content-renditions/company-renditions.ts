import { type Html, html } from '../html';

import {
  type AboutContent,
  type Cards,
  type CompanyContent,
  contentOf,
  type Documents,
  type Item,
  type PrivacyPolicyContent,
  type Prompt,
  type Rich,
  type ServicesContent,
  type SkillDevelopmentContent,
  type StepList,
  type TeamMember,
} from './content-types';
import { frame, link, picture, region, richText } from './rendition-parts';

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

export function aboutRendition(documents: Documents): Html {
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

export function servicesRendition(documents: Documents): Html {
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

export function hrConsultingRendition(documents: Documents): Html {
  const page = contentOf<CompanyContent & { help: Cards; approach: StepList }>(documents, 'hr-consulting');
  return companyPage(page, (section) => [
    section(page.help.title, itemCards(page.help.items)),
    section(page.approach.title, steps(page.approach.steps)),
  ]);
}

export function talentSearchRendition(documents: Documents): Html {
  const page = contentOf<CompanyContent & { hiring: Cards; process: StepList }>(documents, 'talent-search');
  return companyPage(page, (section) => [
    section(page.hiring.title, itemCards(page.hiring.items)),
    section(page.process.title, steps(page.process.steps)),
  ]);
}

export function talentDevelopmentRendition(documents: Documents): Html {
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

export function skillDevelopmentRendition(documents: Documents): Html {
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

export function privacyRendition(documents: Documents): Html {
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
