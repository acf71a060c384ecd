import { registerEnumType } from 'type-graphql';

/** Whether someone joins the skill-development mission for themselves or for an organisation. */
export enum JoinUsType {
  Individual = 'Individual',
  Organization = 'Organization',
}

registerEnumType(JoinUsType, {
  name: 'JoinUsType',
  description: 'Who is joining the skill-development mission.',
  valuesConfig: {
    Individual: { description: 'A person joining for themselves (the default).' },
    Organization: { description: 'Someone joining on behalf of an organisation.' },
  },
});
