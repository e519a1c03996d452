import { server } from '@backoffice/mock-server/node';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { TemplateFormPage } from './template-form-page';

// The messages are what a user reads, written out: `pnpm new:form` fills them in from the
// contract's rules when it writes this test (docs/adding-a-screen.md#5-a-form-for-a-new-record).

describe('/template/add', () => {
  it('checks the contract rules before sending, and sends nothing', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') sent.push(new URL(request.url).pathname);
    });
    const { user } = await renderPage(<TemplateFormPage />, { role: 'A', path: '/template/add' });
    await screen.findByRole('heading', { level: 2, name: 'Data template' });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    const refused = await screen.findAllByRole('alert');
    expect(refused.map((message) => message.textContent)).toMatchInlineSnapshot();
    expect(sent).not.toContain('/v1/kreator/update/profile');
  });
});
