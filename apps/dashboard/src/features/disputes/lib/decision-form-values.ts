import { type Dispute, type DisputeUpdateRequest, fieldRules } from '@backoffice/sdk';

/** The contract's rules of the fields the admin fills; the dispute's id comes from the page. */
const { id: _id, ...decisionFieldRules } = fieldRules.DisputeUpdateRequest;
export const DECISION_RULES = decisionFieldRules;

/** What the decision form holds: the choices and the inputs' text. */
export type DecisionFormValues = {
  status: '' | DisputeUpdateRequest['status'];
  decision: '' | NonNullable<DisputeUpdateRequest['decision']>;
  note: string;
  client_amount: string;
};

export const EMPTY_DECISION_FORM: DecisionFormValues = {
  status: '',
  decision: '',
  note: '',
  client_amount: '',
};

/** The states a dispute may move to from `current`: forward only, never back to open. */
export function nextStatuses(current: Dispute['status']): DisputeUpdateRequest['status'][] {
  if (current === 'open') return ['in_review', 'resolved', 'rejected'];
  if (current === 'in_review') return ['resolved', 'rejected'];
  return [];
}

/**
 * The call's body: a decision only with `resolved`, the client's amount only with a split (the
 * contract's rules), the note when one was written.
 */
export function toDecisionBody(id: number, values: DecisionFormValues): DisputeUpdateRequest {
  const { status, decision } = values;
  if (status === '') throw new Error('The form checks that a status is chosen');
  const decided = status === 'resolved' && decision !== '' ? decision : undefined;
  const amount = values.client_amount.trim();
  const note = values.note.trim();
  return {
    id,
    status,
    ...(decided ? { decision: decided } : {}),
    ...(decided === 'split' && amount !== '' ? { client_amount: Number(amount) } : {}),
    ...(note === '' ? {} : { note }),
  };
}
