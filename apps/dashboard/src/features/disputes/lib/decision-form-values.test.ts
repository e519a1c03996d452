import { EMPTY_DECISION_FORM, nextStatuses, toDecisionBody } from './decision-form-values';

describe('dispute decision form values', () => {
  it('moves forward only: an open dispute may be reviewed or decided, a decided one not at all', () => {
    expect(nextStatuses('open')).toEqual(['in_review', 'resolved', 'rejected']);
    expect(nextStatuses('in_review')).toEqual(['resolved', 'rejected']);
    expect(nextStatuses('resolved')).toEqual([]);
    expect(nextStatuses('rejected')).toEqual([]);
  });

  it('sends a split with the client amount and the trimmed note', () => {
    expect(
      toDecisionBody(12, {
        status: 'resolved',
        decision: 'split',
        client_amount: ' 1500000 ',
        note: '  Dibagi sesuai progres. ',
      }),
    ).toEqual({
      id: 12,
      status: 'resolved',
      decision: 'split',
      client_amount: 1_500_000,
      note: 'Dibagi sesuai progres.',
    });
  });

  it('leaves out what the chosen status does not take', () => {
    expect(
      toDecisionBody(12, {
        status: 'in_review',
        decision: 'split',
        client_amount: '100',
        note: ' ',
      }),
    ).toEqual({ id: 12, status: 'in_review' });
    expect(
      toDecisionBody(12, {
        ...EMPTY_DECISION_FORM,
        status: 'resolved',
        decision: 'refund_client',
        client_amount: '5',
      }),
    ).toEqual({ id: 12, status: 'resolved', decision: 'refund_client' });
  });
});
