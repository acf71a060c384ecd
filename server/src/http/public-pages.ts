/**
 * The public pages of the client's router (client/src/app/routes.tsx), as the server needs them:
 * for the sitemap, for telling a page from a path that answers 404, and for each page's head. The
 * client test tests/client/app/public-pages.test.ts walks the client's route table and fails when
 * the two lists differ.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/services',
  '/hr-consulting',
  '/talent-search',
  '/talent-development',
  '/skill-development',
  '/events',
  '/browse-positions',
  '/send-cv',
  '/contact',
  '/privacy-policy',
] as const;

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/**
 * The client modules (under client/src, no extension) each page's lazy route loads before it can
 * draw: the server preloads their chunks (page-preloads.ts). The home page is in the entry.
 * `tests/e2e/page-preloads.test.ts` fails when a page preloads nothing of its own or a file it
 * would not load anyway.
 */
export const PAGE_MODULES: Record<PublicPagePath, readonly string[]> = {
  '/': [],
  '/about': ['features/company/AboutPage'],
  '/services': ['features/company/ServicesPage'],
  '/hr-consulting': ['features/company/HrConsultingPage'],
  '/talent-search': ['features/company/TalentSearchPage'],
  '/talent-development': ['features/company/TalentDevelopmentPage'],
  '/skill-development': ['features/skill-development/SkillDevelopmentPage', 'lib/apollo-provider'],
  '/events': ['features/events/EventsPage', 'lib/apollo-provider'],
  '/browse-positions': ['features/jobs/BrowsePositionsPage'],
  '/send-cv': ['features/jobs/SendCvPage', 'lib/apollo-provider'],
  '/contact': ['features/contact/ContactPage', 'lib/apollo-provider'],
  '/privacy-policy': ['features/privacy/PrivacyPolicyPage'],
};

/** Public paths that show another page's screen (`/login` is home with the sign-in dialog): never in the sitemap. */
export const PUBLIC_ALIAS_PATHS = ['/login'] as const;

/** A job's own page; `:jobId` is the job's id. */
export const JOB_PAGE_PREFIX = '/browse-positions/';

export function jobPagePath(jobId: string): string {
  return `${JOB_PAGE_PREFIX}${encodeURIComponent(jobId)}`;
}

/**
 * The pages of the links in job-alert mails (the token after #) with their titles: noindex, never
 * in the sitemap. The client's pages (features/job-alerts) set the same titles.
 */
export const JOB_ALERT_PAGES = {
  '/job-alerts/confirm': 'Confirm your job alert',
  '/job-alerts/unsubscribe': 'Unsubscribe from job alerts',
} as const;

/** An event's own page; `:eventId` is the event's id. Its cancel page is `<event page>/cancel`. */
export const EVENT_PAGE_PREFIX = '/events/';
export const EVENT_CANCEL_SUFFIX = '/cancel';
