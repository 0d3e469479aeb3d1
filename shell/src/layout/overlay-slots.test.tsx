import { loadOverlaysOnIntent } from './overlay-slots';

describe('loadOverlaysOnIntent', () => {
  it.each(['pointerdown', 'keydown', 'input'])(
    'the first %s / the next step’s code starts loading, once',
    (type) => {
      const target = new EventTarget() as unknown as Window;
      const alsoLoad = jest.fn();
      loadOverlaysOnIntent(target, alsoLoad);
      expect(alsoLoad).not.toHaveBeenCalled();

      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event('keydown'));
      target.dispatchEvent(new Event('input'));

      expect(alsoLoad).toHaveBeenCalledTimes(1);
    },
  );

  it('a pointer moving or the page scrolling / nothing loads', () => {
    const target = new EventTarget() as unknown as Window;
    const alsoLoad = jest.fn();
    loadOverlaysOnIntent(target, alsoLoad);

    target.dispatchEvent(new Event('pointermove'));
    target.dispatchEvent(new Event('scroll'));

    expect(alsoLoad).not.toHaveBeenCalled();
  });
});
