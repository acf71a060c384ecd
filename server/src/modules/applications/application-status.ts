import { registerEnumType } from 'type-graphql';

/** What staff decided about an application; none until they decide. Values as the spec spells them. */
export enum ApplicationStatus {
  Shortlisted = 'Shortlisted',
  Rejected = 'Rejected',
}

registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'What staff decided about an application.',
  valuesConfig: {
    Shortlisted: { description: 'Invited to the next step.' },
    Rejected: { description: 'Not taken further; the applicant can be sent the rejection e-mail.' },
  },
});
