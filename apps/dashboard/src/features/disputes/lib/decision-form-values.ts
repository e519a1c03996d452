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
  if (values.status === '') throw new Error('The form checks that a status is chosen');
  const note = values.note.trim();
  const decided = values.status === 'resolved' && values.decision !== '';
  return {
    id,
    status: values.status,
    ...(decided
      ? { decision: values.decision as NonNullable<DisputeUpdateRequest['decision']> }
      : {}),
    ...(decided && values.decision === 'split' && values.client_amount.trim() !== ''
      ? { client_amount: Number(values.client_amount.trim()) }
      : {}),
    ...(note === '' ? {} : { note }),
  };
}
