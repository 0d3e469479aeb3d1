import { bus } from '@portal/events/bus';
import { startBrowserDownloads } from './downloads';

describe('browser downloads', () => {
  it('clicks a link to the requested file with its name, then removes it', () => {
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const stop = startBrowserDownloads();
    bus.publish('download.requested', {
      url: 'http://127.0.0.1:4180/files/exports/abc?token=t',
      fileName: 'history.csv',
    });
    stop();
    bus.publish('download.requested', { url: '/other', fileName: 'other.csv' });
    expect(clicked).toEqual([
      { href: 'http://127.0.0.1:4180/files/exports/abc?token=t', download: 'history.csv' },
    ]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    click.mockRestore();
  });
});
