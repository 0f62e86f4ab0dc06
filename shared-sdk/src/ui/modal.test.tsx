/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Dialog } from './dialog';

// Every dialog keeps focus inside while open and returns it when closed; Escape closes
// the top-most one; the page behind is inert.

function Page({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <div>
      <button onClick={() => setOpen(true)}>Open</button>
      <a href="/behind">Behind</a>
      {open && (
        <Dialog title="Settings" onClose={() => setOpen(false)}>
          <a href="/first">First</a>
          {nested && <button onClick={() => setInner(true)}>Delete</button>}
          <button>Last</button>
          {inner && (
            <Dialog title="Sure?" onClose={() => setInner(false)}>
              <button>Yes</button>
            </Dialog>
          )}
        </Dialog>
      )}
    </div>
  );
}

const tab = (shift = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });

test('focus moves in, Tab and Shift+Tab cycle inside, Escape closes and focus returns', () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Settings' });
  expect(document.activeElement).toBe(dialog);
  screen.getByRole('button', { name: 'Last' }).focus();
  tab();
  // Wraps to the first control: the dialog's own Close button.
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  tab(true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
  // From the dialog itself, Shift+Tab goes to the last control, not behind.
  dialog.focus();
  tab(true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('the page behind is inert while open, and not after', () => {
  render(<Page />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const behind = screen.getByText('Behind');
  expect(behind.closest('[inert]')).not.toBeNull();
  expect(screen.getByText('First').closest('[inert]')).toBeNull();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(behind.closest('[inert]')).toBeNull();
  expect(document.querySelectorAll('[inert]')).toHaveLength(0);
});

test('a dialog opened from a dialog: the first is inert; Escape closes only the top one', () => {
  render(<Page nested />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const del = screen.getByRole('button', { name: 'Delete' });
  del.focus();
  fireEvent.click(del);
  expect(screen.getByText('First').closest('[inert]')).not.toBeNull();
  act(() => {
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  });
  expect(screen.queryByRole('dialog', { name: 'Sure?' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
  expect(screen.getByText('First').closest('[inert]')).toBeNull();
  expect(document.activeElement).toBe(del);
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

/**
 * A flow of dialogs started by one button (the call: price → ring bell → video window): the
 * button is disabled while the flow runs; each dialog returns focus to it, and it gets the focus
 * when the last dialog has closed and the button is enabled again.
 */
function Flow() {
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [origin, setOrigin] = useState<HTMLElement | null>(null);
  const returnFocus = () => origin;
  // The button learns that the flow ended a frame later (another store, as in the call).
  useEffect(() => {
    if (step !== 3) return;
    const id = requestAnimationFrame(() => setBusy(false));
    return () => cancelAnimationFrame(id);
  }, [step]);
  return (
    <div>
      <button
        disabled={busy}
        onClick={(e) => {
          setOrigin(e.currentTarget);
          setBusy(true);
          setStep(1);
        }}
      >
        Call
      </button>
      {step === 1 && (
        <Dialog title="Price" returnFocus={returnFocus}>
          <button onClick={() => setStep(2)}>Go</button>
        </Dialog>
      )}
      {step === 2 && (
        <Dialog title="In call" returnFocus={returnFocus}>
          <button onClick={() => setStep(3)}>Hang up</button>
        </Dialog>
      )}
    </div>
  );
}

test('a flow of dialogs: focus goes back to the button that started it once it is enabled again', async () => {
  render(<Flow />);
  const call = screen.getByRole('button', { name: 'Call' });
  call.focus();
  fireEvent.click(call);
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  // The second dialog has the focus; the disabled button behind did not take it back.
  expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'In call' }));
  fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(call).toHaveProperty('disabled', true);
  expect(document.activeElement).toBe(document.body);
  for (let i = 0; i < 3; i++)
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
  expect(call).toHaveProperty('disabled', false);
  expect(document.activeElement).toBe(call);
});

test('focus is not taken back when the user has moved it meanwhile', async () => {
  function Late() {
    const [open, setOpen] = useState(true);
    const [enabled, setEnabled] = useState(false);
    return (
      <div>
        <button disabled={!enabled}>Opener</button>
        <button onClick={() => setEnabled(true)}>Elsewhere</button>
        {open && (
          <Dialog title="Busy" returnFocus={() => screen.getByRole('button', { name: 'Opener' })}>
            <button onClick={() => setOpen(false)}>Done</button>
          </Dialog>
        )}
      </div>
    );
  }
  render(<Late />);
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
  elsewhere.focus();
  fireEvent.click(elsewhere);
  await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
  expect(document.activeElement).toBe(elsewhere);
});

test('a dialog closed together with the one it was opened from: focus still goes back to the opener', async () => {
  function Nested() {
    const [open, setOpen] = useState(false);
    const [confirm, setConfirm] = useState(false);
    return (
      <div>
        <button onClick={() => setOpen(true)}>Start</button>
        {open && (
          <Dialog title="Window">
            <button onClick={() => setConfirm(true)}>Hang up</button>
            {confirm && (
              <Dialog title="End?">
                <button
                  onClick={() => {
                    setConfirm(false);
                    setOpen(false);
                  }}
                >
                  End
                </button>
              </Dialog>
            )}
          </Dialog>
        )}
      </div>
    );
  }
  render(<Nested />);
  const start = screen.getByRole('button', { name: 'Start' });
  start.focus();
  fireEvent.click(start);
  fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
  fireEvent.click(screen.getByRole('button', { name: 'End' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
  expect(document.activeElement).toBe(start);
  expect(document.querySelectorAll('[inert]')).toHaveLength(0);
});
