import { lazyConnection } from './lazy-connection';

function deferredLoader() {
  const stops: jest.Mock[] = [];
  const connect = jest.fn((..._args: string[]) => {
    const stop = jest.fn();
    stops.push(stop);
    return stop;
  });
  let release!: () => void;
  const ready = new Promise<void>((resolve) => (release = resolve));
  const load = jest.fn(async () => {
    await ready;
    return connect;
  });
  return { load, connect, stops, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyConnection', () => {
  it('open / connects with its arguments once the code has loaded', async () => {
    const loader = deferredLoader();
    const channel = lazyConnection(loader.load);

    channel.open('http://api', 'token');
    expect(loader.connect).not.toHaveBeenCalled();
    loader.release();
    await settle();

    expect(loader.connect).toHaveBeenCalledWith('http://api', 'token');
  });

  it('close before the code arrived / never connects', async () => {
    const loader = deferredLoader();
    const channel = lazyConnection(loader.load);

    channel.open('http://api', 'token');
    channel.close();
    loader.release();
    await settle();

    expect(loader.connect).not.toHaveBeenCalled();
  });

  it('open twice / the first connection is stopped, only the second stays', async () => {
    const loader = deferredLoader();
    loader.release();
    const channel = lazyConnection(loader.load);

    channel.open('a');
    await settle();
    channel.open('b');
    await settle();

    expect(loader.connect.mock.calls).toEqual([['a'], ['b']]);
    expect(loader.stops[0]).toHaveBeenCalledTimes(1);
    expect(loader.stops[1]).not.toHaveBeenCalled();
  });
});
