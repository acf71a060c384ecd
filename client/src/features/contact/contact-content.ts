/** Copy for /contact (the e-mail address and social links are in content/contact-points.ts). */
export const contactHero = {
  title: 'Contact Us',
  lead:
    'Looking for talent, planning your people strategy, or ready for your next role? Tell us what you need and ' +
    'we will get back to you soon.',
} as const;

export const contactForm = {
  title: 'Send Us a Message',
  submit: 'Send Message',
  thankYouTitle: 'Thank you!',
  thankYou: 'Thank you for your message. We will get back to you soon.',
  failureLog: 'Failed to send the contact message',
} as const;

export const officesSection = {
  title: 'Where We Work',
  intro: 'We deliver our services globally from the USA, Europe, Asia and ANZ.',
  mapLabel: 'World map of our office locations',
  listTitle: 'Our office locations',
  mapLoading: 'Loading the map…',
  mapUnavailable: 'The map could not be loaded. Our locations are listed here.',
} as const;
