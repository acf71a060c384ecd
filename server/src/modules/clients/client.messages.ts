/** What staff are told about clients (the screens and the tests read the same words). */
export const CLIENT_NOT_FOUND_MESSAGE = 'This client does not exist.';
export const CONTACT_NOT_FOUND_MESSAGE = 'This contact does not exist.';
export const CLIENT_NAME_TAKEN_MESSAGE = 'name is taken: another client has this name.';
export const CLIENT_HAS_JOBS_MESSAGE =
  'This client has jobs: link them to another client (or to the consultancy) before deleting it.';
export const LOGO_ALT_REQUIRED_MESSAGE = 'alt is required: describe the logo for people who cannot see it.';
export const INVALID_LOGO_MESSAGE = 'logo must be a picture file (PNG, JPEG, GIF, WebP or AVIF).';
export const NO_LOGO_MESSAGE = 'This client has no logo.';
