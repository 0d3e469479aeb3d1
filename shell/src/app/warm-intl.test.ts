import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  it('makes a number and a date formatter in tasks of their own, Ukrainian under its Intl code', () => {
    const tasks: (() => void)[] = [];
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    warmIntl('ua', (run) => tasks.push(run));
    expect(tasks).toHaveLength(2);
    expect(numberFormat).not.toHaveBeenCalled();
    for (const task of tasks) task();
    expect(numberFormat).toHaveBeenCalledWith('uk', { minimumFractionDigits: 2 });
    expect(dateFormat).toHaveBeenCalledWith('uk', { dateStyle: 'medium' });
    numberFormat.mockRestore();
    dateFormat.mockRestore();
  });

  it('an unknown locale is not an error', () => {
    const tasks: (() => void)[] = [];
    warmIntl('not a locale!', (run) => tasks.push(run));
    expect(() => tasks.forEach((task) => task())).not.toThrow();
  });
});
