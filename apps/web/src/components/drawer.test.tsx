// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Drawer } from './drawer.tsx';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        side="left"
        title="Menu"
        closeLabel="Close"
      >
        <a href="/en/casino">Casino</a>
      </Drawer>
    </>
  );
}

afterEach(cleanup);

describe('Drawer', () => {
  it('builds its content when first opened and keeps it after closing', () => {
    render(<Page />);
    // Closed and never opened: the dialog is there (the menu button controls it), empty.
    const dialog = document.querySelector('dialog');
    expect(dialog).not.toBeNull();
    expect(dialog!.querySelector('a')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(dialog!.open).toBe(true);
    expect(dialog!.querySelector('a[href="/en/casino"]')?.textContent).toBe('Casino');

    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog!.open).toBe(false);
    // Closing keeps what was built: reopening shows the same menu at once.
    expect(dialog!.querySelector('a[href="/en/casino"]')).not.toBeNull();
  });
});
