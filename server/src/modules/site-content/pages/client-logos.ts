import type { ContentPageSchema } from '../content-schema';

/** How many neutral placeholders a fresh site starts with (two rows of the home page's grid). */
const PLACEHOLDERS = 8;

/**
 * The client logos of the home page's "Experience with Clients" (the shown ones, in this order). A
 * fresh site shows neutral placeholders that say they are placeholders (no invented client names);
 * a logo without an image is drawn as a monogram of its name.
 */
export const clientLogosPage: ContentPageSchema = {
  key: 'client-logos',
  title: 'Client logos',
  path: '/',
  fields: [
    {
      kind: 'list',
      name: 'logos',
      label: 'Client logos',
      itemLabel: 'Client logo',
      minItems: 0,
      maxItems: 40,
      fields: [
        { kind: 'text', name: 'name', label: 'Name', maxLength: 80 },
        {
          kind: 'image',
          name: 'image',
          label: 'Logo',
          help: 'Without one, the page draws the name’s initials.',
          optional: true,
        },
        {
          kind: 'text',
          name: 'link',
          label: 'Link',
          help: 'The client’s website, an https:// address (optional).',
          maxLength: 300,
          optional: true,
          format: 'https',
        },
        { kind: 'boolean', name: 'shown', label: 'Shown on the site' },
      ],
    },
  ],
  seed: {
    logos: Array.from({ length: PLACEHOLDERS }, (_, index) => ({
      id: `placeholder-${index + 1}`,
      name: `Client logo placeholder ${index + 1}`,
      image: null,
      link: '',
      shown: true,
    })),
  },
};
