import { fireEvent, render, screen } from '@portal/testing/render';
import { fieldBlur } from './form-errors';

describe('fieldBlur', () => {
  const setUp = () => {
    const handleBlur = jest.fn();
    render(
      <>
        <form aria-label="One">
          <input aria-label="Field" onBlur={fieldBlur({ handleBlur })} />
          <button type="submit">Send</button>
          <button type="button">Other</button>
        </form>
        <form aria-label="Two">
          <button type="submit">Send elsewhere</button>
        </form>
      </>,
    );
    return handleBlur;
  };

  it('leaves the field untouched when the focus goes to its own submit button (the click is not lost)', () => {
    const handleBlur = setUp();
    fireEvent.blur(screen.getByLabelText('Field'), {
      relatedTarget: screen.getByRole('button', { name: 'Send' }),
    });
    expect(handleBlur).not.toHaveBeenCalled();
  });

  it('marks it touched on any other blur', () => {
    const handleBlur = setUp();
    fireEvent.blur(screen.getByLabelText('Field'), {
      relatedTarget: screen.getByRole('button', { name: 'Other' }),
    });
    fireEvent.blur(screen.getByLabelText('Field'), {
      relatedTarget: screen.getByRole('button', { name: 'Send elsewhere' }),
    });
    fireEvent.blur(screen.getByLabelText('Field'), { relatedTarget: null });
    expect(handleBlur).toHaveBeenCalledTimes(3);
  });
});
