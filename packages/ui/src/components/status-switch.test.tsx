import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { StatusSwitch } from './status-switch';

function StatusToggle({ initial }: { initial: boolean }) {
  const [active, setActive] = React.useState(initial);
  return <StatusSwitch label="Status Partner ABC" checked={active} onCheckedChange={setActive} />;
}

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

  it('does not toggle while locked', async () => {
    const onCheckedChange = vi.fn();
    render(<StatusSwitch checked={false} busy label="Status" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Status' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('toggles with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    render(<StatusToggle initial={false} />);
    const toggle = screen.getByRole('switch', { name: 'Status Partner ABC' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'checked');
    expect(screen.getByText('Aktif', { exact: true })).toBeInTheDocument();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('toggles with Enter', async () => {
    const user = userEvent.setup();
    render(<StatusToggle initial />);
    const toggle = screen.getByRole('switch', { name: 'Status Partner ABC' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Nonaktif', { exact: true })).toBeInTheDocument();
  });

  it('shows what its owner says, not its own click', async () => {
    const onCheckedChange = vi.fn();
    render(<StatusSwitch label="Status" checked={false} onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Status' });
    await userEvent.click(toggle);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'unchecked');
  });

  it('does not submit the form it sits in', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <StatusSwitch label="Status" checked={false} onCheckedChange={() => {}} />
      </form>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Status' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
