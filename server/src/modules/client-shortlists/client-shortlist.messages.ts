/** Every public answer about a link that does not work (unknown, expired, revoked, sender gone): one message, no oracle. */
export const SHORTLIST_UNAVAILABLE_MESSAGE = 'This shortlist is no longer available.';
/** A wrong, used, expired or worn-out one-time code. */
export const WRONG_CODE_MESSAGE = 'That code is not right or has expired.';
/** An answer or a resume asked from a browser that has not entered a code. */
export const CODE_FIRST_MESSAGE = 'Enter the code we e-mailed you before you go on.';
/** More codes asked than CODES_PER_HOUR. */
export const TOO_MANY_CODES_MESSAGE = 'Too many codes were sent for this shortlist. Please try again later.';
/** An entry id that is not on this shortlist. */
export const ENTRY_NOT_FOUND_MESSAGE = 'This candidate is not on this shortlist.';
/** Staff: an unknown shortlist. */
export const SHORTLIST_NOT_FOUND_MESSAGE = 'This shortlist does not exist.';
/** The resume was not shared on this shortlist. */
export const RESUME_NOT_SHARED_MESSAGE = 'The resume was not shared on this shortlist.';

/** The httpOnly cookie that says which shortlists a browser entered a code for (its token's hash is stored). */
export const SHORTLIST_BROWSER_COOKIE = 'shortlist_browser';
