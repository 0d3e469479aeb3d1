import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  it('makes a date formatter in a task of its own, Ukrainian under its Intl code, and no number formatter', () => {
    const tasks: (() => void)[] = [];
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    warmIntl('ua', (run) => tasks.push(run));
    expect(tasks).toHaveLength(1);
    expect(dateFormat).not.toHaveBeenCalled();
    for (const task of tasks) task();
    expect(dateFormat).toHaveBeenCalledWith('uk', { dateStyle: 'medium' });
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    dateFormat.mockRestore();
  });

  it('an unknown locale is not an error', () => {
    const tasks: (() => void)[] = [];
    warmIntl('not a locale!', (run) => tasks.push(run));
    expect(() => tasks.forEach((task) => task())).not.toThrow();
  });
});
