import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusSwitch } from './status-switch';

describe('StatusSwitch', () => {
  it('names the switch and says the state in words', async () => {
    const onCheckedChange = vi.fn();
    render(<StatusSwitch checked label="Status Budi" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Status Budi' });
    expect(control).toBeChecked();
    expect(screen.getByText('Aktif', { exact: true })).toBeInTheDocument();
    await userEvent.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('is locked and busy while its change is on its way', () => {
    render(<StatusSwitch checked={false} busy label="Status Siti" onCheckedChange={() => {}} />);
    const control = screen.getByRole('switch', { name: 'Status Siti' });
    expect(control).toBeDisabled();
    expect(control).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Nonaktif', { exact: true })).toBeInTheDocument();
  });
});
