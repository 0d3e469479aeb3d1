import { render, screen } from '../test-utils';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading accounts" />);

    expect(screen.getByRole('status', { name: 'Loading accounts' })).toBeInTheDocument();
  });
});
