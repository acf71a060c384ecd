/** What staff are told about the site's content (the screens and the tests read the same words). */
export const SITE_IMAGE_ALT_REQUIRED_MESSAGE =
  'alt is required: say what the picture shows for people who cannot see it.';
export const INVALID_SITE_IMAGE_MESSAGE = 'file must be a picture file (PNG, JPEG, GIF, WebP or AVIF).';
export const NOTHING_TO_PUBLISH_MESSAGE = 'Nothing to publish: the draft is the published content.';
export const SITE_REVISION_NOT_FOUND_MESSAGE = 'This revision of the site’s content does not exist.';
export const SITE_IMAGE_NOT_FOUND_MESSAGE = 'This site image does not exist.';
export const unknownSiteContentMessage = (key: string) =>
  `There is no site content called "${key}": it must be one of the site's pages.`;
