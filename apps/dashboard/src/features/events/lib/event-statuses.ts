import { type EventStatus, enumLabels } from '@backoffice/sdk';

/**
 * The contract's event states in its order (pending, approved, rejected): the choices of the
 * status select and the list's bulk actions.
 */
export const EVENT_STATUSES = Object.keys(enumLabels.EventStatus) as EventStatus[];
