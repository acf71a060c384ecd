/** The company's public contact points: the footer and /contact show the same ones. */
export const CONTACT_EMAIL = 'info@talentconsultancy.example';

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/talent-consultancy-example' },
  { label: 'Instagram', href: 'https://www.instagram.com/talentconsultancy.example' },
] as const;
