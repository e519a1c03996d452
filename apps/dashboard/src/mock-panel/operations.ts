import { type OperationId, operationMeta, pagedOperations } from '@backoffice/sdk';
import { parseRoles, ROLES } from '@/lib/roles';

/**
 * Every operation of the contract as the panel offers it for a rule, by operationId, from the
 * SDK's generated table: its `call` as a developer sees it in the network panel (`GET
 * /v1/partner_master/getall`), the `roles` a rule may be narrowed to (as the login answers them),
 * and whether it is `paged` (a list, which the `empty` effect applies to).
 */
export const PANEL_OPERATIONS = Object.entries(operationMeta)
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

export function panelOperation(operationId: string) {
  return PANEL_OPERATIONS.find((op) => op.operationId === operationId);
}
