import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { Switch } from './switch';

function StatusToggle({ initial }: { initial: boolean }) {
  const [active, setActive] = React.useState(initial);
  return <Switch aria-label="Status Partner ABC" checked={active} onCheckedChange={setActive} />;
}

describe('Switch', () => {
  it('is a named switch that toggles with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    render(<StatusToggle initial={false} />);
    const toggle = screen.getByRole('switch', { name: 'Status Partner ABC' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'checked');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Status" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Status' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('toggles with Enter and keeps its own state when not controlled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Notifikasi" defaultChecked onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Notifikasi' });
    expect(toggle).toBeChecked();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('shows what its owner says when controlled, not its own click', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Status" checked={false} onCheckedChange={onCheckedChange} />);
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
        <Switch aria-label="Status" />
      </form>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Status' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
