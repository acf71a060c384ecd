import { type Html, html } from '../html';

import {
  type ClientLogo,
  contentOf,
  type Documents,
  type Figure,
  type HomeContent,
  type Testimonial,
} from './content-types';
import { frame, link, picture, region } from './rendition-parts';

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

export function homeRendition(documents: Documents): Html {
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
