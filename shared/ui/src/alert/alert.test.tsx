import { render, screen } from '../test-utils';
import { Alert, type AlertTone } from './alert';

describe('Alert', () => {
  it.each<[AlertTone, 'alert' | 'status']>([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ])('tone %s has role %s', (tone, role) => {
    render(
      <Alert tone={tone} title="Transfer">
        Message
      </Alert>,
    );

    expect(screen.getByRole(role)).toHaveTextContent('TransferMessage');
    expect(screen.queryByRole(role === 'alert' ? 'status' : 'alert')).not.toBeInTheDocument();
  });

  it('defaults to info (a polite status)', () => {
    render(<Alert>Your statement is ready.</Alert>);

    expect(screen.getByRole('status')).toHaveTextContent('Your statement is ready.');
  });
});
