/**
 * The join form's own words on the Skill Development page (/skill-development). The page's copy is
 * site content, published at /admin/site.
 */
export const joinForm = {
  dialogTitle: 'Join Our Mission',
  submit: 'Submit details',
} as const;
