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
});
