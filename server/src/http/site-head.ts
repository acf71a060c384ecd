import { type Html, html } from './html';
import { jobFeedHeadLinks } from './job-feed-links';
import { EVENT_PAGE_PREFIX, jobPagePath, type PublicPagePath } from './public-pages';

/** The brand, as the client's useDocumentTitle writes it ("<Page> · Talent Consultancy"). */
export const SITE_NAME = 'Talent Consultancy';
export const DEFAULT_DESCRIPTION =
  'HR and talent consultancy: talent search, talent development, HR consulting and skill development.';

/**
 * Each public page's name (the text its screen gives useDocumentTitle; home has none) and its
 * description for search results and link previews. tests/client/app/public-pages.test.ts checks
 * the names against the client's copy.
 */
export const PAGE_HEADS: Record<PublicPagePath, { page?: string; description: string }> = {
  '/': {
    description:
      'Matching mission with passion: purpose-driven recruitment, talent development and HR consulting, ' +
      'delivered from the USA, Europe, Asia and ANZ.',
  },
  '/about': {
    page: 'About Us',
    description:
      'Our story and who we are: over 11 years matching organisations that have a mission with people who have the passion to carry it.',
  },
  '/services': {
    page: 'Our Services',
    description:
      'Talent acquisition, talent management, HR consulting and HR policies: support for every stage of the employee lifecycle.',
  },
  '/hr-consulting': {
    page: 'HR Consulting',
    description:
      'HR health checks, organisation design, policies, performance and reward, change and interim HR support.',
  },
  '/talent-search': {
    page: 'Talent Search',
    description:
      'Permanent recruitment, contractual staffing, executive search and volume hiring: 500+ hires and counting.',
  },
  '/talent-development': {
    page: 'Talent Development',
    description:
      'Assessment and development centres, customised training, coaching and mentoring, and eight practical training programmes.',
  },
  '/skill-development': {
    page: 'Skill Development',
    description:
      'Our mission to make 100,000 youths in India employable by 2030: join as an individual or an organisation.',
  },
  '/events': {
    page: 'Our Events',
    description: 'Workshops, talks and hiring events: see what is coming up and register.',
  },
  '/browse-positions': {
    page: 'Browse Our Open Positions',
    description: 'Search our open positions and apply online in a few minutes.',
  },
  '/send-cv': {
    page: 'Send us your CV',
    description:
      'No open role that fits? Send us your CV for our talent pool, and our recruiters contact you when one comes up.',
  },
  '/contact': {
    page: 'Contact Us',
    description: 'Looking for talent, planning your people strategy, or ready for your next role? Send us a message.',
  },
  '/privacy-policy': {
    page: 'Privacy Policy',
    description: 'What personal data we collect, why, who we share it with, how long we keep it and how we protect it.',
  },
};

/**
 * What a job's head reads of it (the Job entity's fields; spelled out so that this module, which
 * the client's tests read too, does not pull in the decorated entity).
 */
export interface JobForHead {
  id: string;
  title: string;
  location: string;
  description: string[];
  updatedAt: Date;
}

/** The share image every page without one of its own uses (see share-images.ts). */
export const DEFAULT_SHARE_IMAGE_PATH = '/share-image.png';
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A job's share image; `v` changes with the job, so previews that cached the old one fetch anew. */
export function jobShareImagePath(job: Pick<JobForHead, 'id' | 'updatedAt'>): string {
  return `/share-images/jobs/${encodeURIComponent(job.id)}.png?v=${job.updatedAt.getTime()}`;
}

/** What a page's head says about it. */
export interface HeadFields {
  /** The page's name; none for home. */
  page?: string;
  description: string;
  /** Path of the canonical URL; none for pages that are not to be indexed (not found, closed). */
  canonicalPath?: string;
  /** Path of the share image. */
  imagePath: string;
  imageAlt: string;
  noindex?: boolean;
}

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The `<title>` and meta tags of a page, absolute URLs on `origin`. */
export function headTags(origin: string, fields: HeadFields): Html {
  const title = fields.page ? `${fields.page} · ${SITE_NAME}` : SITE_NAME;
  const description = clip(fields.description, 300);
  const image = `${origin}${fields.imagePath}`;
  const canonical = fields.canonicalPath ? origin + fields.canonicalPath : undefined;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    html`<meta ${attribute}="${key}" content="${value}" />`;
  return html`<title>${title}</title>${[
    meta('name', 'description', description),
    fields.noindex && meta('name', 'robots', 'noindex'),
    canonical && html`<link rel="canonical" href="${canonical}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', fields.page ?? SITE_NAME),
    meta('property', 'og:description', description),
    canonical && meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', fields.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fields.page ?? SITE_NAME),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', fields.imageAlt),
  ]}`;
}

/**
 * The head of a public page; the job list's links its feeds of open jobs too. `canonicalPath` is
 * the page's own path unless said (a later page of the job list is canonical with its `?page=`).
 */
export function pageHead(origin: string, path: PublicPagePath, canonicalPath: string = path): Html {
  const head = headTags(origin, {
    ...PAGE_HEADS[path],
    canonicalPath,
    imagePath: DEFAULT_SHARE_IMAGE_PATH,
    imageAlt: SITE_NAME,
  });
  return path === '/browse-positions' ? html`${head}${jobFeedHeadLinks()}` : head;
}

/** The head of an open job's page: its title, its description, its own share image. */
export function jobHead(origin: string, job: JobForHead): Html {
  const where = job.location ? ` in ${job.location}` : '';
  return headTags(origin, {
    page: job.title,
    description: job.description.length ? job.description.join(' ') : `${job.title}${where}. Apply online.`,
    canonicalPath: jobPagePath(job.id),
    imagePath: jobShareImagePath(job),
    imageAlt: `${job.title}${where}`,
  });
}

/**
 * The head of a page with no canonical URL (not found, closed, the back office), under the title
 * the client gives it; `noindex` for a page that existed (a closed job).
 */
export function plainHead(origin: string, page: string | undefined, noindex = false): Html {
  return headTags(origin, {
    page,
    description: DEFAULT_DESCRIPTION,
    imagePath: DEFAULT_SHARE_IMAGE_PATH,
    imageAlt: SITE_NAME,
    noindex,
  });
}

/** What an event's head reads of it (the Event entity's fields, spelled out as for jobs). */
export interface EventForHead {
  id: string;
  name: string;
  description: string;
}

/** The head of an event's page: its name and description, canonical at /events/<id>. */
export function eventHead(origin: string, event: EventForHead): Html {
  return headTags(origin, {
    page: event.name,
    description: event.description,
    canonicalPath: `${EVENT_PAGE_PREFIX}${encodeURIComponent(event.id)}`,
    imagePath: DEFAULT_SHARE_IMAGE_PATH,
    imageAlt: event.name,
  });
}
