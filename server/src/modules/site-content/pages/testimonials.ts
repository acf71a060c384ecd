import type { ContentPageSchema } from '../content-schema';

/**
 * What clients and candidates say, shown on the home page (the shown ones, in this order). It starts
 * empty: the home page then shows no testimonials section, rather than invented quotes.
 */
export const testimonialsPage: ContentPageSchema = {
  key: 'testimonials',
  title: 'Testimonials',
  path: '/',
  fields: [
    {
      kind: 'list',
      name: 'items',
      label: 'Testimonials',
      itemLabel: 'Testimonial',
      minItems: 0,
      maxItems: 24,
      fields: [
        { kind: 'text', name: 'quote', label: 'Quote', maxLength: 600, multiline: true },
        { kind: 'text', name: 'name', label: 'Name', maxLength: 80 },
        { kind: 'text', name: 'role', label: 'Role', maxLength: 80, optional: true },
        { kind: 'text', name: 'company', label: 'Company', maxLength: 80, optional: true },
        { kind: 'image', name: 'photo', label: 'Photo', optional: true },
        { kind: 'boolean', name: 'shown', label: 'Shown on the site' },
      ],
    },
  ],
  seed: { items: [] },
};
