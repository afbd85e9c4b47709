import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { toast, Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';
import { useDismiss } from './overlay';

function DialogHarness({ children }: { children?: (close: () => void) => ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <button type="button">Sebelum</button>
      <button type="button" onClick={() => setIsOpen(true)}>
        Tambah Akun
      </button>
      <Modal
        isOpen={isOpen}
        onClose={close}
        title="Akun Baru"
        footer={
          <button type="button" onClick={close}>
            Batal
          </button>
        }
      >
        {children ? (
          children(close)
        ) : (
          <>
            <input aria-label="Email" />
            <input aria-label="Password" />
          </>
        )}
      </Modal>
      <Toaster />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Tambah Akun' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Akun Baru' }) };
}

/**
 * Tab as a browser runs it: the field left gets its blur, and the page's microtasks run, before the
 * next field gets the focus; the browser drops the move when a script took the focus meanwhile.
 */
async function browserTab(from: HTMLElement, to: HTMLElement) {
  act(() => from.blur());
  for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
  if (document.activeElement === document.body) act(() => to.focus());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('Modal focus', () => {
  it('moves the focus in, keeps Tab and Shift+Tab inside and gives it back on Escape', async () => {
    render(<DialogHarness />);
    const { user, dialog } = await openDialog();

    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Akun' })).toHaveFocus();
  });

  it('leaves Escape to a control inside that uses it, e.g. a list closing first', async () => {
    function ListInput() {
      const [isListOpen, setIsListOpen] = useState(true);
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && isListOpen) {
          event.preventDefault();
          setIsListOpen(false);
        }
      };
      return (
        <>
          <input
            role="combobox"
            aria-label="Cari akun"
            aria-controls="daftar-akun"
            aria-expanded={isListOpen}
            onKeyDown={onKeyDown}
          />
          {isListOpen && <ul id="daftar-akun" role="listbox" aria-label="Daftar akun" />}
        </>
      );
    }
    render(<DialogHarness>{() => <ListInput />}</DialogHarness>);
    const { user } = await openDialog();
    await user.tab();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Cari akun' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes only the topmost of two dialogs on Escape', async () => {
    function Nested() {
      const [isInnerOpen, setIsInnerOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsInnerOpen(true)}>
            Lihat Bukti
          </button>
          <Modal isOpen={isInnerOpen} onClose={() => setIsInnerOpen(false)} title="Bukti">
            <button type="button">Unduh</button>
          </Modal>
        </>
      );
    }
    render(<DialogHarness>{() => <Nested />}</DialogHarness>);
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Lihat Bukti' }));
    expect(screen.getByRole('dialog', { name: 'Bukti' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Unduh' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Unduh' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Bukti' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Akun Baru' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lihat Bukti' })).toHaveFocus();
  });

  it('keeps the focus in the dialog when a failed submit disables and replaces the focused button', async () => {
    function FailingForm() {
      const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
      const submit = () => {
        setState('sending');
        setTimeout(() => {
          setState('failed');
          toast.error('Email sudah dipakai');
        }, 10);
      };
      return (
        <>
          <input aria-label="Email" />
          {state === 'failed' ? (
            <p role="alert">Email sudah dipakai</p>
          ) : (
            <button type="button" onClick={submit} disabled={state === 'sending'}>
              Simpan
            </button>
          )}
        </>
      );
    }
    render(<DialogHarness>{() => <FailingForm />}</DialogHarness>);
    const { user, dialog } = await openDialog();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Simpan' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email sudah dipakai');
    await screen.findAllByText('Email sudah dipakai', { selector: '[data-title]' });
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);

    // The toast is not part of the Tab ring: Tab goes round the dialog's controls only.
    const visited = [];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      visited.push(document.activeElement);
    }
    expect(visited.every((element) => dialog.contains(element))).toBe(true);
    expect(visited).toContain(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('lets Tab go on to the next field when the field it leaves changes the dialog on blur', async () => {
    function PickerField() {
      const [isListOpen, setIsListOpen] = useState(false);
      return (
        <>
          <input aria-label="Akun" onFocus={() => setIsListOpen(true)} onBlur={() => setIsListOpen(false)} />
          {isListOpen && (
            <ul aria-label="Daftar akun">
              <li>Netflix 1</li>
            </ul>
          )}
          <input aria-label="Nomor Pesanan" />
        </>
      );
    }
    render(<DialogHarness>{() => <PickerField />}</DialogHarness>);
    const { user } = await openDialog();
    await user.tab();
    const picker = screen.getByRole('textbox', { name: 'Akun' });
    expect(picker).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Daftar akun' })).toBeInTheDocument();

    // The list goes away while the focus is between the two fields: that is no lost focus.
    await browserTab(picker, screen.getByRole('textbox', { name: 'Nomor Pesanan' }));
    expect(screen.queryByRole('list', { name: 'Daftar akun' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nomor Pesanan' })).toHaveFocus();
  });

  it('brings Tab back into the dialog when the focus is outside it, e.g. on a toast', async () => {
    render(<DialogHarness />);
    const { user } = await openDialog();
    act(() => {
      toast('Tersimpan');
    });
    const toastItem = (await screen.findByText('Tersimpan')).closest('li')!;
    act(() => toastItem.focus());

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});

function Disclosure({ closesOnOutsidePress = false }: { closesOnOutsidePress?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useDismiss({
    isOpen,
    onDismiss: () => setIsOpen(false),
    insideRefs: [buttonRef, panelRef],
    returnFocusRef: buttonRef,
    closesOnOutsidePress,
  });
  return (
    <>
      <button ref={buttonRef} type="button" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        Menu
      </button>
      {isOpen && (
        <div ref={panelRef}>
          <button type="button">Tentang</button>
        </div>
      )}
      <input aria-label="Cari" />
    </>
  );
}

describe('useDismiss', () => {
  it('closes on Escape and gives the focus back to its button when the focus was inside', async () => {
    const user = userEvent.setup();
    render(<Disclosure />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tentang' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Tentang' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves the focus where the user moved it', async () => {
    const user = userEvent.setup();
    render(<Disclosure />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('textbox', { name: 'Cari' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Tentang' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cari' })).toHaveFocus();
  });

  it('closes on a press outside only when asked to', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Disclosure />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('textbox', { name: 'Cari' }));
    expect(screen.getByRole('button', { name: 'Tentang' })).toBeInTheDocument();
    unmount();

    render(<Disclosure closesOnOutsidePress />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Tentang' }));
    await user.click(screen.getByRole('textbox', { name: 'Cari' }));
    expect(screen.queryByRole('button', { name: 'Tentang' })).not.toBeInTheDocument();
  });
});
