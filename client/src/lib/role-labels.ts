import type { Role } from '../gql/graphql';

/** How each role reads to people, everywhere in the back office (the API's codes stay codes). */
export const ROLE_LABELS: Record<Role, string> = {
  USER: 'User',
  INTERNAL_RECRUITER: 'Internal Recruiter',
  ADMIN: 'Admin',
  SUPER_ADMIN: 'Super Admin',
};

/** A role in words; an unknown code (a newer server) is shown as it came rather than hidden. */
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string | undefined>)[role] ?? role;
}
