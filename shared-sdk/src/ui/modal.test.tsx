/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './dialog';

// Issue 9: every dialog keeps focus inside while open and returns it when closed; Escape closes
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
