import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageEntries, Pagination } from './pagination';

describe('Pagination', () => {
  it('names its nav by the label, marks the current page and asks for the page clicked', () => {
    const onPageChange = vi.fn();
    render(<Pagination label="Halaman pesanan" page={1} totalPages={3} onPageChange={onPageChange} />);

    const nav = screen.getByRole('navigation', { name: 'Halaman pesanan' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(within(nav).getByRole('button', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Halaman 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Halaman 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('disables Next on the last page and shows a gap between distant pages', () => {
    const onPageChange = vi.fn();
    render(<Pagination label="Halaman notifikasi" page={10} totalPages={10} onPageChange={onPageChange} />);

    const nav = screen.getByRole('navigation', { name: 'Halaman notifikasi' });
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(nav).toHaveTextContent('Previous1…910Next');

    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(9);
  });
});

describe('pageEntries', () => {
  it.each([
    [1, 1, [1]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
  ])('page %i of %i', (current, total, expected) => {
    expect(pageEntries(current, total)).toEqual(expected);
  });
});
