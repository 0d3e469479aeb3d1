import { render, screen, userEvent } from '../test-utils';
import { TextField } from './text-field';

describe('TextField', () => {
  it('links the label to the input and has no error state without an error', () => {
    render(<TextField label="E-mail" type="email" hint="We never share it." />);

    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it.');
  });

  it('with an error: marks the input invalid and describes it by hint and error', () => {
    render(<TextField label="E-mail" hint="We never share it." error="Enter a valid e-mail address." />);

    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid e-mail address.');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeVisible();
  });

  it('keeps caller ids, passes input props through and renders the end adornment', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <>
        <p id="own">Own description</p>
        <TextField
          id="password"
          label="Password"
          type="password"
          aria-describedby="own"
          onChange={onChange}
          endAdornment={<button type="button">Show password</button>}
        />
      </>,
    );

    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret');

    expect(input).toHaveAttribute('id', 'password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('secret');
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(input).toHaveAccessibleDescription('Own description');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});
