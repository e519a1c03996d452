import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPageItems, type ListPaging, Pagination } from './pagination';

/** Page `page` of `totalpage` full pages of ten rows. */
const paging = (page: number, totalpage: number): ListPaging => ({
  page,
  pageSize: 10,
  totalpage,
  totaldata: totalpage * 10,
  totalDataOnPage: 10,
});

describe('getPageItems', () => {
  it('lists every page when they fit', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getPageItems(1, 0)).toEqual([]);
  });

  it('puts ellipses around the current page in a long list', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(getPageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(getPageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(getPageItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(getPageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(getPageItems(99, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(getPageItems(0, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });
});

describe('Pagination', () => {
  it('marks the current page and disables previous on the first page', () => {
    render(<Pagination paging={paging(1, 20)} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Halaman 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeEnabled();
    expect(screen.getByText('…')).toHaveAttribute('aria-hidden', 'true');
  });

  it('disables next on the last page', () => {
    render(<Pagination paging={paging(5, 5)} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  });

  it('moves with previous, next and page numbers, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination paging={paging(10, 20)} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await user.click(screen.getByRole('button', { name: 'Halaman 20' }));
    screen.getByRole('button', { name: 'Halaman 11' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange.mock.calls).toEqual([[9], [11], [20], [11]]);
  });

  it('does not re-request the current page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination paging={paging(2, 3)} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('summarises with id-locale numbers and hides the buttons for a single page', () => {
    render(
      <Pagination
        paging={{ page: 1, pageSize: 15, totalpage: 1, totaldata: 1250, totalDataOnPage: 15 }}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByText('Menampilkan 15 dari 1.250 data')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('disables every button while disabled', () => {
    render(<Pagination paging={paging(2, 3)} onPageChange={() => {}} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
