import type { BaseRole, Role } from '@backoffice/sdk';

const BASE_ROLES: readonly BaseRole[] = ['A', 'P', 'M'];
/** Every role of the contract, as the login answers it. */
export const ROLES: readonly Role[] = ['A', 'P', 'M', 'A,P'];

export function isRole(value: string | null | undefined): value is Role {
  return ROLES.includes(value as Role);
}

/** 'A,P' holds both A and P; unknown parts are ignored. */
export function parseRoles(value: string | null | undefined): BaseRole[] {
  if (!value) return [];
  const parts = value.split(',').map((part) => part.trim());
  return BASE_ROLES.filter((role) => parts.includes(role));
}
