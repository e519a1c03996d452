import { mockControl } from '@backoffice/mock-server/control';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBaseUrl } from '@/lib/api-base-url';
import { mock } from '../../test/mock-api';
import { MockPanel } from './mock-panel';

// The panel against the in-process mock (msw), through the same control API as the browser's.

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.mockPanelDock;
});

async function openPanel() {
  const user = userEvent.setup();
  render(<MockPanel control={mockControl({ baseUrl: apiBaseUrl })} />);
  await user.click(screen.getByRole('button', { name: 'Mock API' }));
  const panel = screen.getByRole('complementary', { name: 'Mock API panel' });
  return { user, panel };
}

describe('MockPanel', () => {
  it('opens from its launcher beside the page, docks at the bottom, and hides with Escape', async () => {
    const { user, panel } = await openPanel();
    expect(within(panel).getByRole('heading', { name: 'Mock API' })).toHaveFocus();
    expect(document.documentElement.dataset.mockPanelDock).toBe('right');

    await user.click(within(panel).getByRole('button', { name: 'Dock at the bottom' }));
    expect(document.documentElement.dataset.mockPanelDock).toBe('bottom');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Mock API' })).toHaveFocus();
    expect(document.documentElement.dataset.mockPanelDock).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('backoffice-mock-panel') ?? '')).toEqual({
      open: false,
      dock: 'bottom',
    });
  });

  it('adds a rule for an operation and a role, lists it, and removes it', async () => {
    const { user, panel } = await openPanel();
    const form = within(panel).getByRole('form', { name: 'Add a rule' });
    await user.selectOptions(within(form).getByLabelText('Operation'), 'listPartners');
    expect(within(form).getByText('GET /v1/partner_master/getall', { exact: true })).toBeVisible();
    await user.selectOptions(within(form).getByLabelText('Role'), 'A');
    await user.clear(within(form).getByLabelText('Status'));
    await user.type(within(form).getByLabelText('Status'), '503');
    await user.type(within(form).getByLabelText('Times'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));

    const [rule] = await mock.rules();
    expect(rule).toMatchObject({ operationId: 'listPartners', role: 'A', status: 503, times: 2 });
    expect(within(panel).getByRole('status')).toHaveTextContent(`Rule ${rule?.id} added.`);
    const list = await within(panel).findByRole('list', { name: 'Rules' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      `${rule?.id}. listPartners: status 503, role A, 2 calls left, 0 hitsRemove rule ${rule?.id}`,
    );

    await user.click(within(list).getByRole('button', { name: `Remove rule ${rule?.id}` }));
    expect(
      await within(panel).findByText('No rules: every call as the handlers answer it.', {
        exact: true,
      }),
    ).toBeVisible();
    expect(await mock.rules()).toEqual([]);
  });

  it('shows what the control API refuses, in its words', async () => {
    const { user, panel } = await openPanel();
    const form = within(panel).getByRole('form', { name: 'Add a rule' });
    await user.type(within(form).getByLabelText('Times'), '0');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'POST /__mock/rules: times: must be an integer of at least 1',
    );
  });

  it('switches the scenario, reads the log, and resets the mock', async () => {
    const { user, panel } = await openPanel();
    const scenario = within(panel).getByRole('combobox', { name: 'Scenario' });
    await within(panel).findByRole('option', { name: 'read-only' });
    await user.selectOptions(scenario, 'read-only');
    await user.click(within(panel).getByRole('button', { name: 'Switch scenario' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Scenario: read-only.');
    expect((await mock.scenario()).name).toBe('read-only');

    await fetch(`${apiBaseUrl}/v1/partner_master/getall`);
    await user.click(within(panel).getByRole('button', { name: 'Refresh log' }));
    const log = await within(panel).findByRole('table', { name: 'Request log' });
    expect(within(log).getAllByRole('row')[1]).toHaveTextContent(
      /GET listPartners401.*Sesi berakhir, silakan masuk kembali\./,
    );

    await user.click(within(panel).getByRole('button', { name: 'Reset the mock' }));
    expect(await within(panel).findByText('The mock data is back to its seed.')).toBeVisible();
    expect((await mock.scenario()).name).toBe('default');
    expect(await within(panel).findByText('No calls yet.', { exact: true })).toBeVisible();
  });
});
