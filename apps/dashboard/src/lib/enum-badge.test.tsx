import { enumLabels } from '@backoffice/sdk';
import { render, screen } from '@testing-library/react';
import { EnumBadge } from './enum-badge';
import { labelOf } from './enum-label';

describe('labelled enums', () => {
  it('reads a value of the contract by its label, numbers and booleans by their text', () => {
    expect(labelOf(enumLabels.WithdrawalStatus, 'pending')).toBe('Diproses');
    expect(labelOf(enumLabels.MemberRowstatus, 0)).toBe('Nonaktif');
    expect(labelOf(enumLabels.UserActive, true)).toBe('Aktif');
  });

  it('shows one colour per meaning: inactive is the neutral badge on every list', () => {
    render(
      <>
        <EnumBadge labels={enumLabels.MemberRowstatus} value={0} />
        <EnumBadge labels={enumLabels.VoucherAktif} value={false} />
        <EnumBadge labels={enumLabels.PartnerRowstatus} value={0} />
        <EnumBadge labels={enumLabels.AdminTransactionStatus} value="pending" />
        <EnumBadge labels={enumLabels.EventStatus} value="pending" />
        <EnumBadge labels={enumLabels.DisputeStatus} value="rejected" />
      </>,
    );
    const inactive = screen.getAllByText('Nonaktif');
    expect(inactive.map((badge) => badge.dataset.variant)).toEqual([
      'neutral',
      'neutral',
      'neutral',
    ]);
    expect(screen.getAllByText('Menunggu').map((badge) => badge.dataset.variant)).toEqual([
      'info',
      'info',
    ]);
    expect(screen.getByText('Ditolak')).toHaveAttribute('data-variant', 'danger');
  });

  it('shows a value without a meaning as an outlined label', () => {
    render(<EnumBadge labels={enumLabels.UserRole} value="freelancer" />);
    expect(screen.getByText('Freelancer')).toHaveAttribute('data-variant', 'outline');
  });
});
