import { useState } from 'react';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { render, screen, userEvent } from '../test-utils';
import { Dialog } from './dialog';

function LimitDialog({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change limit
      </button>
      <Dialog
        open={open}
        title="Change daily limit"
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button>Save</Button>
          </>
        }
      >
        <TextField label="Daily limit" />
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(<LimitDialog onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Change limit' });
  await user.click(opener);
  return { user, onClose, opener, dialog: screen.getByRole('dialog', { name: 'Change daily limit' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<LimitDialog onClose={jest.fn()} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal in a portal on body, named by its title, with focus on the first field', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByRole('textbox', { name: 'Daily limit' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user, opener } = await openDialog();
    const closeButton = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    expect(opener).not.toHaveFocus();
  });

  it('Escape calls onClose and focus returns to the opener', async () => {
    const { user, onClose, opener } = await openDialog();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the close button calls onClose and focus returns to the opener', async () => {
    const { user, onClose, opener } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks page scroll while open and restores it on close', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');

    expect(document.body.style.overflow).toBe('');
  });
});
