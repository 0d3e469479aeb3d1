/**
 * The first number formatter a page makes loads ICU's number data (about 25 ms at 1× CPU), the first date formatter
 * its calendar data (about 10 ms). Made here, each in a task of its own while the first page's data is on its way,
 * they are not paid inside the render that shows the balances (issue 28 item 1: no task over 50 ms).
 * `ua` is the portal's code for Ukrainian; Intl knows it as `uk`.
 */
export function warmIntl(language: string, later: (run: () => void) => void = (run) => setTimeout(run, 0)) {
  const locale = language === 'ua' ? 'uk' : language;
  const attempt = (make: () => unknown) => () => {
    try {
      make();
    } catch {
      // An unknown locale: the page's own formatter falls back the same way; nothing to warm.
    }
  };
  later(attempt(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(0)));
  later(attempt(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0)));
}
