import { createRef } from 'react';
import { render, screen, userEvent } from '../test-utils';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('links the label to a multi-line field, four rows unless told', () => {
    render(<TextArea label="Message" hint="Up to 2,000 characters." />);

    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '4');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('Up to 2,000 characters.');
  });

  it('with an error: marks it invalid and describes it by hint and error', () => {
    render(<TextArea label="Message" hint="Be brief." error="Write a message." required />);

    const field = screen.getByRole('textbox', { name: /Message/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Be brief. Write a message.');
  });

  it('passes the ref and native props through', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = jest.fn();
    render(<TextArea ref={ref} id="note" label="Note" rows={6} maxLength={5} onChange={onChange} />);

    await user.type(screen.getByLabelText('Note'), 'abcdefg');

    expect(ref.current).toBe(screen.getByLabelText('Note'));
    expect(ref.current).toHaveAttribute('id', 'note');
    expect(ref.current).toHaveAttribute('rows', '6');
    expect(ref.current).toHaveValue('abcde');
    expect(onChange).toHaveBeenCalledTimes(5);
  });
});
