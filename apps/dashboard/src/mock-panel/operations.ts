import { type OperationId, operationMeta, pagedOperations, type Role } from '@backoffice/sdk';
import { parseRoles, ROLES } from '@/lib/roles';

/** An operation of the contract as the panel offers it for a rule. */
export interface PanelOperation {
  readonly operationId: OperationId;
  /** `GET /v1/partner_master/getall`: what a developer sees in the network panel. */
  readonly call: string;
  /** The callers a rule may be narrowed to: the roles as the login answers them. */
  readonly roles: readonly Role[];
  /** A paged list, which the `empty` effect applies to. */
  readonly paged: boolean;
}

/** Every operation of the contract, by operationId, from the SDK's generated table. */
export const PANEL_OPERATIONS: readonly PanelOperation[] = Object.entries(operationMeta)
  .flatMap(([call, meta]) => {
    if (meta.operationId === null) return [];
    const operationId = meta.operationId as OperationId;
    const roles = meta.public
      ? []
      : ROLES.filter((role) =>
          parseRoles(role).some((base) => (meta.roles as readonly string[]).includes(base)),
        );
    return [{ operationId, call, roles, paged: Object.hasOwn(pagedOperations, operationId) }];
  })
  .sort((a, b) => a.operationId.localeCompare(b.operationId));

export function panelOperation(operationId: string): PanelOperation | undefined {
  return PANEL_OPERATIONS.find((op) => op.operationId === operationId);
}
