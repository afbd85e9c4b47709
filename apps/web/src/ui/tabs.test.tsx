import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from '../lib/router';
import { describe, expect, it, vi } from 'vitest';
import { TabList, TabPanel, Tabs } from './tabs';

const TABS = [
  { value: 'akun', label: 'Akun' },
  { value: 'impor', label: 'Impor' },
  { value: 'grup', label: 'Grup Preorder' },
] as const;
type Value = (typeof TABS)[number]['value'];

function StateTabs({ initial = 'akun' }: { initial?: Value }) {
  const [value, setValue] = useState<Value>(initial);
  return (
    <Tabs label="Bagian stok" tabs={TABS} value={value} onChange={setValue}>
      Isi {value}
    </Tabs>
  );
}

const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

describe('Tabs', () => {
  it('names the row, selects one tab and labels the panel by it', () => {
    render(<StateTabs />);

    const tablist = screen.getByRole('tablist', { name: 'Bagian stok' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Akun',
      'Impor',
      'Grup Preorder',
    ]);
    expect(selected()).toEqual(['Akun']);
    expect(screen.getByRole('tab', { name: 'Impor' })).toHaveAttribute('aria-selected', 'false');

    const panel = screen.getByRole('tabpanel', { name: 'Akun' });
    expect(panel).toHaveTextContent('Isi akun');
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(tablist).toContainElement(screen.getByRole('tab', { name: 'Akun' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Grup Preorder' }));
    expect(selected()).toEqual(['Grup Preorder']);
    expect(screen.getByRole('tabpanel', { name: 'Grup Preorder' })).toHaveTextContent('Isi grup');
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<StateTabs initial="impor" />);

    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.click(screen.getByRole('tab', { name: 'Akun' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', () => {
    render(<StateTabs />);
    const tablist = screen.getByRole('tablist');
    screen.getByRole('tab', { name: 'Akun' }).focus();

    const press = (key: string) => fireEvent.keyDown(document.activeElement ?? tablist, { key });

    press('ArrowRight');
    expect(selected()).toEqual(['Impor']);
    expect(screen.getByRole('tab', { name: 'Impor' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Impor' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Impor' })).toHaveTextContent('Isi impor');

    press('ArrowRight');
    press('ArrowRight');
    expect(selected()).toEqual(['Akun']);
    expect(screen.getByRole('tab', { name: 'Akun' })).toHaveFocus();

    press('ArrowLeft');
    expect(selected()).toEqual(['Grup Preorder']);
    expect(screen.getByRole('tab', { name: 'Grup Preorder' })).toHaveFocus();

    press('Home');
    expect(selected()).toEqual(['Akun']);
    expect(screen.getByRole('tab', { name: 'Akun' })).toHaveFocus();

    press('End');
    expect(selected()).toEqual(['Grup Preorder']);
    expect(screen.getByRole('tab', { name: 'Grup Preorder' })).toHaveFocus();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('leaves other keys alone and does not choose the open tab again', () => {
    const onChange = vi.fn();
    render(
      <Tabs label="Bagian stok" tabs={TABS} value="akun" onChange={onChange}>
        Isi
      </Tabs>,
    );

    const enter = fireEvent.keyDown(screen.getByRole('tab', { name: 'Akun' }), { key: 'Enter' });
    const down = fireEvent.keyDown(screen.getByRole('tab', { name: 'Akun' }), { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('tab', { name: 'Akun' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Akun' }), { key: 'Home' });
    expect(enter).toBe(true);
    expect(down).toBe(true);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Akun' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenCalledWith('grup');
  });

  it('keeps the open tab in the address when the caller does', () => {
    function AddressTabs() {
      const [params, setParams] = useSearchParams();
      const value = TABS.find((tab) => tab.value === params.get('tab'))?.value ?? 'akun';
      return (
        <Tabs
          label="Bagian stok"
          tabs={TABS}
          value={value}
          onChange={(next) => setParams(next === 'akun' ? {} : { tab: next }, { replace: true })}
        >
          Isi {value}
        </Tabs>
      );
    }
    const router = createMemoryRouter([{ path: '/admin/stok', element: <AddressTabs /> }], {
      initialEntries: ['/admin/stok?tab=grup'],
    });
    render(<RouterProvider router={router} />);

    expect(selected()).toEqual(['Grup Preorder']);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Grup Preorder' }), { key: 'Home' });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Akun' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Akun' }), { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?tab=impor');
    expect(screen.getByRole('tabpanel', { name: 'Impor' })).toHaveTextContent('Isi impor');
  });

  it('places the panel apart from the row with TabList and TabPanel, and shows icons before labels', () => {
    render(
      <div>
        <TabList
          tabsId="accounts"
          label="Produk yang dipin"
          tabs={[
            { value: 'a b', label: 'Netflix', icon: <img alt="" src="n.png" /> },
            { value: 'c', label: 'Spotify' },
          ]}
          value="a b"
          onChange={() => undefined}
        />
        <p>Di antara</p>
        <TabPanel tabsId="accounts" value="a b" aria-busy="false">
          Akun Netflix
        </TabPanel>
      </div>,
    );

    const panel = screen.getByRole('tabpanel', { name: 'Netflix' });
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('tab', { name: 'Netflix' }).querySelector('img')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Netflix' }).id).not.toMatch(/\s/);
  });
});
