/**
 * The first date formatter a page makes loads ICU's calendar data (about 5–10 ms at 1× CPU). Made here, in a task of
 * its own while the first page's data is on its way, it is not paid inside the render that shows the activity
 * (issue 28 item 1: no task over 50 ms). Amounts need no warming: `formatMoney` writes the portal's languages
 * without Intl (the first `Intl.NumberFormat` cost 27–88 ms on a cold page, which no task could hide).
 * `ua` is the portal's code for Ukrainian; Intl knows it as `uk`.
 */
export function warmIntl(language: string, later: (run: () => void) => void = (run) => setTimeout(run, 0)) {
  const locale = language === 'ua' ? 'uk' : language;
  later(() => {
    try {
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
    } catch {
      // An unknown locale: the page's own formatter falls back the same way; nothing to warm.
    }
  });
}
