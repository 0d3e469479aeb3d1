// The page's frame painted from the first HTML, before any script has run (issue 28): on a phone network the shell's
// scripts take a second or more to arrive, and until they have run the page was blank. The frame is the layout the
// shell is about to render, made of the same brand config and common texts (`first-paint.json`, written beside
// index.html by the shell's build from shell/src/app/first-paint.ts): the brand's header and, on the signed-out
// pages, their footer ("Secure connection", the links, the legal lines). It holds no page content of its own and no
// control that would not work: the links are real links, the language is shown, not offered, until the shell's
// switch replaces it. The shell's layout takes the frame away in the same commit that renders its own chrome
// (shell/src/layout/first-paint-frame.ts), so nothing is blank or doubled in between.

import fs from 'node:fs';
import { bestPattern } from './route-patterns.mjs';

/** The element the shell removes, by id. */
export const FRAME_ID = 'first-paint';

/** spec 01 §9: `uk` is the product's `ua`; anything else not offered falls back to en, or the brand's first. */
export function frameLanguage({ cookie = '', acceptLanguage = '', available }) {
  const saved = /(?:^|;\s*)portal\.locale=([a-z]{2})/i.exec(cookie)?.[1];
  const preferred = saved ?? acceptLanguage.split(',')[0]?.trim();
  const lower = (preferred ?? '').toLowerCase().slice(0, 2);
  const mapped = lower === 'uk' ? 'ua' : lower;
  if (available.includes(mapped)) return mapped;
  return available.includes('en') ? 'en' : available[0];
}

/** The cookie the shell sets while the browser has a session (@portal/session, `SIGNED_IN_COOKIE`). */
const SIGNED_IN = /(?:^|;\s*)portal\.signedIn=1(?:;|$)/;

/**
 * The layout whose frame a request gets: a public route's own; a signed-in route's when the browser has a session
 * (the shell's cookie) or arrives with a code to exchange (spec 01 §2), else the sign-in page's, where the shell's
 * guard takes a visitor without one. No route, no frame.
 */
export function frameLayout({ route, cookie = '', search = '' }) {
  if (!route) return undefined;
  if (route.public) return route.layout;
  return hasSession({ cookie, search }) ? route.layout : 'external';
}

/** Whether a request comes with a session (the shell's cookie) or with a code to exchange for one (spec 01 §2). */
export function hasSession({ cookie = '', search = '' }) {
  return new URLSearchParams(search).has('code') || SIGNED_IN.test(cookie);
}

/** The BCP 47 tag of a product language (`ua` is Ukrainian, `uk`). */
const langTag = (language) => (language === 'ua' ? 'uk' : language);

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/**
 * The frame's style: the metrics of the shell's layouts (shell/src/layout/layouts.module.css) on the design tokens
 * the shell's first style sheet defines, so that the chrome the shell renders lands where the frame stood.
 */
const FRAME_STYLE = `
#${FRAME_ID}{min-height:100vh;display:flex;flex-direction:column}
#${FRAME_ID} .fp-logo{height:32px;width:auto;display:block}
#${FRAME_ID} .fp-logo-link{display:inline-flex;align-items:center}
#${FRAME_ID} .fp-language{display:inline-flex;align-items:center;box-sizing:border-box;min-height:36px;padding:6px 28px 6px 10px;font-size:var(--portal-font-size-sm);color:var(--portal-color-text);background:var(--portal-color-surface);border:1px solid var(--portal-color-border-strong);border-radius:var(--portal-radius-sm)}
.fp-external{background:radial-gradient(1200px 600px at 10% -10%,var(--portal-color-primary-soft),transparent 60%),var(--portal-color-bg)}
.fp-external>header{display:flex;justify-content:space-between;align-items:center;padding:var(--portal-space-6) var(--portal-space-8)}
.fp-external>main{flex:1;display:flex;justify-content:center;align-items:flex-start;padding:var(--portal-space-8) var(--portal-space-4)}
.fp-external>main.fp-tall{min-height:100vh}
.fp-external>footer{padding:0 var(--portal-space-8);font-size:var(--portal-font-size-sm);color:var(--portal-color-text-muted);text-align:center}
.fp-secure{display:flex;justify-content:center;align-items:center;gap:6px;margin:0 0 var(--portal-space-4)}
.fp-footer-body{padding:var(--portal-space-6) 0}
.fp-links{display:flex;flex-wrap:wrap;justify-content:center;gap:var(--portal-space-2) var(--portal-space-6);margin-bottom:var(--portal-space-2)}
.fp-links a{color:var(--portal-color-text-muted)}
.fp-legal{margin:0;font-size:var(--portal-font-size-xs);line-height:1.6}
.fp-main{background:var(--portal-color-bg)}
.fp-main>header{display:flex;align-items:center;gap:var(--portal-space-4);height:64px;padding:0 var(--portal-space-6);background:var(--portal-color-surface);border-bottom:1px solid var(--portal-color-border)}
.fp-burger{display:none;position:relative;width:40px;height:40px}
.fp-burger span,.fp-burger span::before,.fp-burger span::after{position:absolute;left:10px;top:19px;width:20px;height:2px;background:var(--portal-color-text);content:''}
.fp-burger span::before{top:-6px;left:0}
.fp-burger span::after{top:6px;left:0}
.fp-body{flex:1;display:flex}
.fp-menu{width:248px;flex-shrink:0;border-right:1px solid var(--portal-color-border);background:var(--portal-color-surface)}
.fp-body>main{flex:1;min-width:0;min-height:100vh;max-width:1200px;padding:var(--portal-space-8)}
.fp-page{width:100%;max-width:var(--portal-page-max-width);margin:0 auto;padding:var(--portal-space-8) var(--portal-space-6) var(--portal-space-12)}
.fp-page-header{max-width:45rem;margin-bottom:var(--portal-space-8)}
.fp-title{margin:0;font-size:var(--portal-font-size-3xl);font-weight:var(--portal-font-weight-bold);line-height:var(--portal-line-height-tight);letter-spacing:-0.02em}
.fp-title-held{width:12rem;max-width:60%;height:1.25em;border-radius:var(--portal-radius-sm);background:color-mix(in srgb,var(--portal-color-border) 70%,transparent)}
.fp-description{margin:var(--portal-space-2) 0 0;color:var(--portal-color-text-muted)}
.fp-card{width:100%;max-width:440px;margin:0 auto;box-sizing:border-box;padding:var(--portal-space-10) var(--portal-space-8);background:var(--portal-color-surface);border:1px solid var(--portal-color-border);border-radius:var(--portal-radius-xl);box-shadow:0 12px 32px rgb(16 24 40 / 0.08)}
.fp-card-title{margin:0 0 var(--portal-space-2);font-size:var(--portal-font-size-2xl);line-height:var(--portal-line-height-tight)}
.fp-card-description{margin:0 0 var(--portal-space-6);color:var(--portal-color-text-muted)}
@media (max-width:870px){.fp-burger{display:inline-block}.fp-main>header{padding:0 var(--portal-space-3);gap:var(--portal-space-2)}.fp-menu{display:none}.fp-body>main{padding:var(--portal-space-4)}}
@media (max-width:767.98px){.fp-page{padding:var(--portal-space-6) var(--portal-space-4) var(--portal-space-10)}.fp-page-header{margin-bottom:var(--portal-space-6)}.fp-title{font-size:var(--portal-font-size-2xl)}}
@media (max-width:476px){#${FRAME_ID}.fp-main>header .fp-logo{height:26px}.fp-external>header{padding:var(--portal-space-4)}.fp-external>main{padding:var(--portal-space-4) var(--portal-space-3)}.fp-card{padding:var(--portal-space-6) var(--portal-space-4);border-radius:var(--portal-radius-lg)}}
`
  .trim()
  .replace(/\n/g, '');

const LOCK_ICON =
  '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2"><rect x="5" y="11" width="14" height="10" rx="2"></rect><path d="M8 11V8a4 4 0 0 1 8 0v3"></path></svg>';

/** The one value a page's text may take (@portal/remote/first-paint `BRAND_PLACEHOLDER`): the brand's name. */
const BRAND_PLACEHOLDER = '{{brand}}';

/**
 * The page's heading in `language` or else English, the brand's name filled in: a page declared a card (the sign-in
 * page, in the external layout) as that card's title and line (mfe-auth's login card: `.fp-card`), any other as
 * `PageLayout` (@portal/ui) renders it (`.fp-page`); empty without one.
 */
function pageHeading(page, language, brandName) {
  const inLanguage = (texts) => texts?.[language] ?? texts?.en;
  const filled = (text) => text?.split(BRAND_PLACEHOLDER).join(brandName);
  const description = page?.description ? filled(inLanguage(page.description)) : undefined;
  const title = page?.title ? filled(inLanguage(page.title)) : undefined;
  // A held title alone says nothing: no heading then.
  if (!description && !title) return '';
  if (page.card) {
    // A card is known by its title (@portal/remote/first-paint refuses one held).
    if (!title) return '';
    const line = description ? `<p class="fp-card-description">${escapeHtml(description)}</p>` : '';
    return `<section class="fp-card"><h1 class="fp-card-title">${escapeHtml(title)}</h1>${line}</section>`;
  }
  const heading = title
    ? `<h1 class="fp-title">${escapeHtml(title)}</h1>`
    : '<div class="fp-title fp-title-held" aria-hidden="true"></div>';
  const lead = description ? `<p class="fp-description">${escapeHtml(description)}</p>` : '';
  return `<div class="fp-page"><div class="fp-page-header">${heading}${lead}</div></div>`;
}

/**
 * The frame of a page in `layout` (the route table's: `external`, `main` or `restricted`; any other gets none), for
 * `brandKey` in the visitor's language, with the landing page's heading when its area names one (`page`, from the
 * area's `first-paint.json`: `{ title: {language: text} | null, description: {language: text}, card?: true }`; a
 * null title, one that names the customer, has its place held; `{{brand}}` is the brand's name; a card is the
 * sign-in page's); a `tall` page (the route table's) has the screen's height reserved below the header, its footer
 * below the fold, as the shell's layout will. Returns the style for the head and the markup for the body's start, or
 * undefined when there is no frame to paint.
 */
export function firstPaintFrame({
  data,
  brandKey,
  layout,
  cookie,
  acceptLanguage,
  page,
  tall = false,
  year = new Date().getFullYear(),
}) {
  const brand = data?.brands?.[brandKey];
  if (!brand || !['external', 'main', 'restricted'].includes(layout)) return undefined;
  const language = frameLanguage({ cookie, acceptLanguage, available: brand.languages });
  const texts = data.texts?.[language];
  const lines = texts?.brands?.[brandKey];
  if (!texts || !lines) return undefined;
  const variables = Object.entries(brand.variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // The design tokens and the page's base rule, then the brand's colours (the shell sets the same properties on the
  // document element when it starts, bootstrap.tsx): the frame needs no style sheet, so it paints before they come.
  const style = `<style>${data.tokens ?? ''}:root{${variables}}${FRAME_STYLE}</style>`;
  const logo = `<a href="/" class="fp-logo-link"><img src="${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.name)}" class="fp-logo"></a>`;
  // Shown, not offered: the shell's switch takes its place (a select that did nothing would be a broken control).
  // As wide as the switch, which is as wide as its longest language's name.
  const wide = brand.languages.length > 2 ? ' style="min-width:130px"' : '';
  const languageShown = `<span class="fp-language" aria-hidden="true"${wide}>${escapeHtml(texts.languageName)}</span>`;
  let body;
  if (layout === 'external') {
    const link = (href, text) =>
      `<a href="${escapeHtml(href)}" target="_blank" rel="noreferrer">${escapeHtml(text)}</a>`;
    const rights = escapeHtml(lines.rights.replace('{{year}}', String(year)));
    body =
      `<header>${logo}${languageShown}</header>` +
      `<main${tall ? ' class="fp-tall"' : ''}>${pageHeading(page, language, brand.name)}</main>` +
      `<footer><p class="fp-secure">${LOCK_ICON}${escapeHtml(texts.secureConnection)}</p>` +
      `<div class="fp-footer-body"><nav aria-label="${escapeHtml(texts.terms)}" class="fp-links">` +
      link(brand.links.privacy, texts.privacy) +
      link(brand.links.terms, texts.terms) +
      link(brand.links.fees, texts.fees) +
      `<a href="${escapeHtml(brand.links.support)}">${escapeHtml(lines.support)}</a></nav>` +
      `<p class="fp-legal">${rights}<br>${escapeHtml(lines.regulator)}</p></div></footer>`;
  } else {
    // The signed-in chrome before the customer is known: header and the menu's column, the page's place below.
    // The burger is drawn, not offered, until the shell's menu button replaces it; the header's end (language, the
    // customer, sign-out) waits for the shell.
    const burger = '<span class="fp-burger" aria-hidden="true"><span></span></span>';
    const menu = layout === 'main' ? '<div class="fp-menu"></div>' : '';
    body = `<header>${burger}${logo}</header><div class="fp-body">${menu}<main>${pageHeading(page, language, brand.name)}</main></div>`;
  }
  const className = layout === 'external' ? 'fp-external' : 'fp-main';
  const html = `<div id="${FRAME_ID}" class="${className}" lang="${langTag(language)}">${body}</div>`;
  return { style, html, language };
}

/**
 * The first-paint heading of the page at `pathname` from its area's `first-paint.json` (a file of its release folder;
 * pages by the area's own route patterns), or undefined.
 */
export function readFirstPaintPage(file, pathname, search = '') {
  if (!file) return undefined;
  try {
    const pages = JSON.parse(fs.readFileSync(file, 'utf8')).pages ?? {};
    const key = pageKeyFor(Object.keys(pages), pathname, search);
    return key ? pages[key] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The declared page a request lands on. A declaration's key is a route pattern, optionally with the query that
 * selects the page's view (`/login-history?view=support`): of the keys whose query the request's search holds, the
 * one whose pattern the router picks, the one naming the most of the query first.
 */
export function pageKeyFor(keys, pathname, search = '') {
  const params = new URLSearchParams(search);
  const byPattern = new Map();
  for (const key of keys) {
    const [pattern, query = ''] = key.split('?');
    const wanted = [...new URLSearchParams(query)];
    if (!wanted.every(([name, value]) => params.get(name) === value)) continue;
    const best = byPattern.get(pattern);
    if (!best || wanted.length > best.wanted) byPattern.set(pattern, { key, wanted: wanted.length });
  }
  const pattern = bestPattern([...byPattern.keys()], pathname);
  return pattern ? byPattern.get(pattern).key : undefined;
}

const STYLE_SHEET = /<link rel="stylesheet"[^>]*>/g;

/**
 * The first HTML with the frame painted from it alone: the frame's style ends the head, its markup starts the body,
 * and the page's style sheets move after it, where they hold only what follows them (the shell's root) and still
 * hold the scripts, which run once they have applied.
 */
export function withFrame(html, frame) {
  const sheets = html.match(STYLE_SHEET) ?? [];
  return html
    .replace(STYLE_SHEET, '')
    .replace('</head>', `${frame.style}</head>`)
    .replace('<div id="root">', `${frame.html}${sheets.join('')}<div id="root">`);
}
