import { BehaviorSubject } from 'rxjs';
import { UPDATE_CHECK_INTERVAL_MS, startUpdateCheck } from './update-check';

describe('the update check (spec 03 §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const visible = { visibilityState: 'visible' } as Document;

  it('reads the deploy manifest every 60,000 ms and offers a reload once a running area was replaced', async () => {
    const replaced = new Set<string>();
    const areas = {
      refresh: jest.fn(() => Promise.resolve()),
      outdated: jest.fn((name: string) => Promise.resolve(replaced.has(name))),
    };
    const offered$ = new BehaviorSubject(false);
    const stop = startUpdateCheck(areas, ['mfe_accounts', 'mfe_support'], { offered$, doc: visible });

    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(areas.refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(areas.refresh).toHaveBeenCalledTimes(1);
    expect(offered$.value).toBe(false);

    replaced.add('mfe_support');
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(areas.refresh).toHaveBeenCalledTimes(2);
    expect(offered$.value).toBe(true);

    // Offered once: no more reads while the offer stands.
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(areas.refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('skips its turn in a hidden tab and stops when told', async () => {
    const areas = {
      refresh: jest.fn(() => Promise.resolve()),
      outdated: jest.fn(() => Promise.resolve(false)),
    };
    const doc = { visibilityState: 'hidden' } as { visibilityState: DocumentVisibilityState };
    const stop = startUpdateCheck(areas, ['mfe_accounts'], {
      offered$: new BehaviorSubject(false),
      doc: doc as Document,
    });
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(areas.refresh).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(areas.refresh).toHaveBeenCalledTimes(1);
    stop();
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(areas.refresh).toHaveBeenCalledTimes(1);
  });
});
