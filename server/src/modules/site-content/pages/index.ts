import type { ContentPageSchema } from '../content-schema';

import { aboutPage } from './about';
import { clientLogosPage } from './client-logos';
import { homePage } from './home';
import { hrConsultingPage } from './hr-consulting';
import { privacyPolicyPage } from './privacy-policy';
import { servicesPage } from './services';
import { skillDevelopmentPage } from './skill-development';
import { talentDevelopmentPage } from './talent-development';
import { talentSearchPage } from './talent-search';
import { teamPage } from './team';
import { testimonialsPage } from './testimonials';

/** Every editable document of the public site, in the order the back office lists them. */
export const SITE_PAGES: readonly ContentPageSchema[] = [
  homePage,
  aboutPage,
  servicesPage,
  hrConsultingPage,
  talentSearchPage,
  talentDevelopmentPage,
  skillDevelopmentPage,
  privacyPolicyPage,
  testimonialsPage,
  teamPage,
  clientLogosPage,
];

const BY_KEY = new Map(SITE_PAGES.map((page) => [page.key, page]));

/** The schema of one document, or undefined for a key that is none. */
export function sitePage(key: string): ContentPageSchema | undefined {
  return BY_KEY.get(key);
}
