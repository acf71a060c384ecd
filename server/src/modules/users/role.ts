import { registerEnumType } from 'type-graphql';

/** Staff roles, lowest first. A higher role holds every right of the lower ones. */
export enum Role {
  USER = 'USER',
  INTERNAL_RECRUITER = 'INTERNAL_RECRUITER',
  ADMIN = 'ADMIN',
  SUPER_ADMIN = 'SUPER_ADMIN',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'Staff roles, lowest first; a higher role holds every right of the lower ones.',
  valuesConfig: {
    USER: { description: 'A staff account without back-office rights yet: may sign in and read its own profile.' },
    INTERNAL_RECRUITER: {
      description: 'Manages jobs, applicants, events, registrations, join-us people and contact messages.',
    },
    ADMIN: { description: 'A recruiter who may also add users with role USER or INTERNAL_RECRUITER.' },
    SUPER_ADMIN: { description: 'An admin who may also add users with role ADMIN or SUPER_ADMIN.' },
  },
});

const RANK: Record<Role, number> = {
  [Role.USER]: 0,
  [Role.INTERNAL_RECRUITER]: 1,
  [Role.ADMIN]: 2,
  [Role.SUPER_ADMIN]: 3,
};

/** How each role reads in messages to people (the API's codes stay codes). */
export const ROLE_NAMES: Record<Role, string> = {
  [Role.USER]: 'User',
  [Role.INTERNAL_RECRUITER]: 'Internal Recruiter',
  [Role.ADMIN]: 'Admin',
  [Role.SUPER_ADMIN]: 'Super Admin',
};

export const ALL_ROLES: readonly Role[] = [Role.USER, Role.INTERNAL_RECRUITER, Role.ADMIN, Role.SUPER_ADMIN];

export function hasRole(actual: Role, required: Role): boolean {
  return RANK[actual] >= RANK[required];
}

/** The roles a user with `role` may give to a new account (the permission matrix). */
export function grantableRoles(role: Role): Role[] {
  if (role === Role.SUPER_ADMIN) return [...ALL_ROLES];
  if (role === Role.ADMIN) return [Role.USER, Role.INTERNAL_RECRUITER];
  return [];
}
