import { render, screen, userEvent } from '../test-utils';
import { Select } from './select';

const CURRENCIES = [
  { value: 'EUR', label: 'Euro' },
  { value: 'USD', label: 'US dollar' },
];

describe('Select', () => {
  it('is named by its label and selects an option', async () => {
    const user = userEvent.setup();
    render(<Select label="Currency" options={CURRENCIES} placeholder="Choose a currency" />);

    const select = screen.getByRole('combobox', { name: 'Currency' });
    await user.selectOptions(select, 'USD');

    expect(select).toHaveValue('USD');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('with an error: marks the select invalid and describes it', () => {
    render(<Select label="Currency" options={CURRENCIES} error="Choose a currency." />);

    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a currency.');
  });
});
