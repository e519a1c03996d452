import { render, screen } from '@testing-library/react';
import { Breakable } from './breakable';

describe('Breakable', () => {
  it('shows and copies the text unchanged, with break chances after @, a dot of the name and /', () => {
    render(
      <p>
        <Breakable text="wahyu.kurniawan53@gmail.com" />
      </p>,
    );
    const address = screen.getByText('wahyu.kurniawan53@gmail.com');
    expect(address.textContent).toBe('wahyu.kurniawan53@gmail.com');
    // Where it breaks in a narrow column is measured in Chromium (e2e/list-layout.spec.ts).
    // `wahyu.` / `kurniawan53@` / `gmail.com`: never inside the domain.
    expect([...address.childNodes].map((node) => node.textContent)).toEqual([
      'wahyu.',
      '',
      'kurniawan53@',
      '',
      'gmail.com',
    ]);
    expect(address.querySelectorAll('wbr')).toHaveLength(2);
  });
});
