/**
 * The back end's PDF link, absolute (the shell would resolve a relative one against the portal's address), asking
 * for the document in the portal's language (issue 35: the sandbox writes it in the `lang` the link carries).
 */
export function absolutePdfUrl(url: string, apiBaseUrl: string, language?: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url)
    ? url
    : `${apiBaseUrl.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
  if (!language) return absolute;
  return `${absolute}${absolute.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}

/** A date as the customer reads it; a due date is a calendar day. */
export const dateText = (value: string, language: string, withTime = false) =>
  new Intl.DateTimeFormat(language === 'ua' ? 'uk' : language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    // A due date is a calendar day: read it as such wherever the customer is.
    ...(withTime ? {} : { timeZone: 'UTC' }),
  }).format(new Date(withTime ? value : `${value}T00:00:00Z`));
