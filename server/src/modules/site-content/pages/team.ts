import type { ContentPageSchema } from '../content-schema';

/**
 * The team, shown on About Us in this order. It starts empty: About Us then shows no team section,
 * rather than invented people.
 */
export const teamPage: ContentPageSchema = {
  key: 'team',
  title: 'Team',
  path: '/about',
  fields: [
    {
      kind: 'list',
      name: 'members',
      label: 'Team members',
      itemLabel: 'Team member',
      minItems: 0,
      maxItems: 40,
      fields: [
        { kind: 'text', name: 'name', label: 'Name', maxLength: 80 },
        { kind: 'text', name: 'role', label: 'Role', maxLength: 80 },
        { kind: 'image', name: 'photo', label: 'Photo', optional: true },
        { kind: 'richText', name: 'bio', label: 'Short bio', maxLength: 1000 },
      ],
    },
  ],
  seed: { members: [] },
};
