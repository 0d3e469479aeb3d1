import { render, screen, userEvent } from '../test-utils';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick when clicked and is not busy by default', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Send money</Button>);

    const button = screen.getByRole('button', { name: 'Send money' });
    await user.click(button);

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('loading: is disabled, marked busy and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Send money
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Send money' });
    await user.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes native props through and forwards the ref', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button ref={ref} type="submit" variant="danger" size="sm" aria-describedby="hint">
        Delete card
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Delete card' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(ref.current).toBe(button);
  });
});
