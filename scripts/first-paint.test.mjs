/* global describe, it, expect -- jest's globals */
import fs from 'node:fs';
import path from 'node:path';
import {
  FRAME_ID,
  firstPaintFrame,
  frameLanguage,
  frameLayout,
  pageKeyFor,
  withFrame,
} from './first-paint.mjs';

// The shell's data as its build writes it (shell/src/app/first-paint.json, held to the brands and texts there).
const data = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'shell', 'src', 'app', 'first-paint.json'), 'utf8'),
);
const HOME = {
  title: null,
  description: { en: 'Your balances in every currency, updated live.', ru: 'Ваши остатки во всех валютах.' },
};

describe('frameLanguage', () => {
  const available = ['en', 'es', 'ro', 'ru', 'ua', 'pt'];

  it("the visitor's choice (its cookie) wins over the browser's", () => {
    expect(
      frameLanguage({ cookie: 'a=1; portal.locale=ro', acceptLanguage: 'es-ES,es;q=0.9', available }),
    ).toBe('ro');
  });

  it("without a choice / the browser's first language, uk being the product's ua", () => {
    expect(frameLanguage({ acceptLanguage: 'uk-UA,uk;q=0.9,en;q=0.5', available })).toBe('ua');
    expect(frameLanguage({ acceptLanguage: 'pt-BR', available })).toBe('pt');
  });

  it('a language the brand does not offer / English, else the brand’s first', () => {
    expect(frameLanguage({ cookie: 'portal.locale=ru', available: ['en', 'es'] })).toBe('en');
    expect(frameLanguage({ acceptLanguage: 'de-DE', available: ['es', 'pt'] })).toBe('es');
  });
});

describe('frameLayout', () => {
  const home = { pattern: '/home', remote: 'mfe_accounts', layout: 'main', public: false };
  const login = { pattern: '/login', remote: 'mfe_auth', layout: 'external', public: true };

  it("a public route / its own layout's, signed in or not", () => {
    expect(frameLayout({ route: login })).toBe('external');
    expect(frameLayout({ route: login, cookie: 'portal.signedIn=1' })).toBe('external');
  });

  it("a signed-in route / its layout's with a session or a code to exchange, else the sign-in page's", () => {
    expect(frameLayout({ route: home, cookie: 'x=2; portal.signedIn=1' })).toBe('main');
    expect(frameLayout({ route: home, search: '?code=abc&codeVerifier=def' })).toBe('main');
    expect(frameLayout({ route: home })).toBe('external');
    expect(frameLayout({ route: home, cookie: 'portal.signedIn=0; portal.signedInX=1' })).toBe('external');
  });

  it('no route / no frame', () => {
    expect(frameLayout({ route: undefined, cookie: 'portal.signedIn=1' })).toBeUndefined();
  });
});

describe('firstPaintFrame', () => {
  it('a signed-out page / the brand’s header and footer, its legal lines with the year, the sheets’ tokens inline', () => {
    const frame = firstPaintFrame({
      data,
      brandKey: 'aurora',
      layout: 'external',
      acceptLanguage: 'en',
      year: 2031,
    });
    expect(frame.html).toMatch(new RegExp(`^<div id="${FRAME_ID}" class="fp-external" lang="en">`));
    expect(frame.html).toContain('alt="Aurora Money"');
    expect(frame.html).toContain('Secure connection');
    expect(frame.html).toContain('© 2031 Aurora Payments UAB. All rights reserved.');
    expect(frame.html).toContain('href="mailto:support@auroramoney.eu"');
    expect(frame.html).toContain('<main></main>');
    // Shown, not offered: no control that does nothing.
    expect(frame.html).not.toMatch(/<select|<button/);
    expect(frame.style).toMatch(/^<style>:root\{--portal-color-primary:/);
    expect(frame.style).toContain('body{margin:0;');
  });

  it('a tall page (the registration forms) / the screen’s height reserved under the header, the footer below it', () => {
    const frame = firstPaintFrame({ data, brandKey: 'aurora', layout: 'external', tall: true });
    expect(frame.html).toContain('<main class="fp-tall"></main><footer>');
    expect(frame.style).toContain('.fp-external>main.fp-tall{min-height:100vh}');
  });

  it('a signed-out page with a heading (a registration form) / its title and description in the centred column', () => {
    const page = {
      title: { en: 'Open a personal account', es: 'Abrir una cuenta personal' },
      description: { en: 'Tell us who you are.' },
    };
    const frame = firstPaintFrame({
      data,
      brandKey: 'aurora',
      layout: 'external',
      tall: true,
      page,
      cookie: 'portal.locale=es',
    });
    expect(frame.html).toContain(
      '<main class="fp-tall"><div class="fp-page"><div class="fp-page-header"><h1 class="fp-title">Abrir una cuenta personal</h1>' +
        '<p class="fp-description">Tell us who you are.</p></div></div></main><footer>',
    );
    // The shell's external layout's column (layouts.module.css .externalMain), so the heading stands where the page's will.
    expect(frame.style).toContain('.fp-external>main{flex:1;display:flex;justify-content:center;');
  });

  it('the sign-in (a card) / its card’s title with the brand’s name and its line, in the card’s metrics', () => {
    const page = {
      title: { en: 'Sign in to {{brand}}', ru: 'Вход в {{brand}}' },
      description: { en: 'Welcome back. Enter your e-mail and password.' },
      card: true,
    };
    const frame = (brandKey, cookie) =>
      firstPaintFrame({ data, brandKey, layout: 'external', tall: true, page, cookie });
    expect(frame('aurora').html).toContain(
      '<main class="fp-tall"><section class="fp-card"><h1 class="fp-card-title">Sign in to Aurora Money</h1>' +
        '<p class="fp-card-description">Welcome back. Enter your e-mail and password.</p></section></main><footer>',
    );
    expect(frame('meridian', 'portal.locale=ru').html).toContain(
      `<h1 class="fp-card-title">Вход в ${data.brands.meridian.name}</h1>`,
    );
    expect(frame('aurora').html).not.toContain('fp-page');
    // The login card's metrics (mfe-auth login-page.module.css .card), on a phone too, so the page's card lands on it.
    expect(frame('aurora').style).toContain('.fp-card{width:100%;max-width:440px;margin:0 auto;');
    expect(frame('aurora').style).toMatch(
      /@media \(max-width:476px\)\{[^@]*\.fp-card\{padding:var\(--portal-space-6\)/,
    );
  });

  it("another brand and language / that brand's name and theme, the texts in the visitor's language", () => {
    const frame = firstPaintFrame({
      data,
      brandKey: 'meridian',
      layout: 'external',
      cookie: 'portal.locale=ru',
    });
    expect(frame.language).toBe('ru');
    expect(frame.html).toContain('lang="ru"');
    expect(frame.html).toContain(data.texts.ru.secureConnection);
    expect(frame.html).toContain(`alt="${data.brands.meridian.name}"`);
    expect(frame.style).toContain(
      `--portal-color-primary:${data.brands.meridian.variables['--portal-color-primary']}`,
    );
    expect(frame.html).not.toContain('Aurora');
  });

  it("a signed-in page / header and menu column, the page's description, its greeting's place held", () => {
    const frame = firstPaintFrame({
      data,
      brandKey: 'aurora',
      layout: 'main',
      page: HOME,
      acceptLanguage: 'en',
    });
    expect(frame.html).toContain('class="fp-main"');
    expect(frame.html).toContain('<div class="fp-menu"></div>');
    expect(frame.html).toContain(
      '<p class="fp-description">Your balances in every currency, updated live.</p>',
    );
    expect(frame.html).toContain('<div class="fp-title fp-title-held" aria-hidden="true"></div>');
    expect(frame.html).not.toContain('<h1');
    // No footer in the first screen of a signed-in page, and nothing of the customer's.
    expect(frame.html).not.toContain('<footer');
    const russian = firstPaintFrame({
      data,
      brandKey: 'aurora',
      layout: 'main',
      page: HOME,
      cookie: 'portal.locale=ru',
    });
    expect(russian.html).toContain('Ваши остатки во всех валютах.');
    // A language the area has no text in: English.
    const spanish = firstPaintFrame({
      data,
      brandKey: 'aurora',
      layout: 'main',
      page: HOME,
      cookie: 'portal.locale=es',
    });
    expect(spanish.html).toContain('Your balances in every currency, updated live.');
  });

  it('a page whose title is known / its h1, escaped; a restricted page has no menu column', () => {
    const page = { title: { en: 'Cards & <more>' }, description: { en: 'All cards.' } };
    const frame = firstPaintFrame({
      data,
      brandKey: 'aurora',
      layout: 'restricted',
      page,
      acceptLanguage: 'en',
    });
    expect(frame.html).toContain('<h1 class="fp-title">Cards &amp; &lt;more&gt;</h1>');
    expect(frame.html).not.toContain('fp-menu');
  });

  it('no frame / for a layout it does not paint, an unknown brand or no data', () => {
    expect(firstPaintFrame({ data, brandKey: 'aurora', layout: 'clear' })).toBeUndefined();
    expect(firstPaintFrame({ data, brandKey: 'aurora', layout: undefined })).toBeUndefined();
    expect(firstPaintFrame({ data, brandKey: 'nobrand', layout: 'external' })).toBeUndefined();
    expect(firstPaintFrame({ data: undefined, brandKey: 'aurora', layout: 'external' })).toBeUndefined();
  });
});

describe('withFrame', () => {
  it('the frame starts the body, its style ends the head, the style sheets follow the frame in their order', () => {
    const html =
      '<html><head><script defer src="/main.js"></script><link rel="stylesheet" href="/shell.css">' +
      '<link rel="stylesheet" href="/area.css" data-href="area.css"></head><body><div id="root"></div></body></html>';
    expect(withFrame(html, { style: '<style>x</style>', html: '<div id="first-paint"></div>' })).toBe(
      '<html><head><script defer src="/main.js"></script><style>x</style></head><body><div id="first-paint"></div>' +
        '<link rel="stylesheet" href="/shell.css"><link rel="stylesheet" href="/area.css" data-href="area.css">' +
        '<div id="root"></div></body></html>',
    );
  });
});

describe('pageKeyFor', () => {
  const keys = ['/login-history', '/login-history?view=support', '/cards/:accountId', '/cards/physical'];

  it('a view chosen by the query / its own declaration; without that query, the plain one', () => {
    expect(pageKeyFor(keys, '/login-history', '?view=support')).toBe('/login-history?view=support');
    expect(pageKeyFor(keys, '/login-history', '?view=support&x=1')).toBe('/login-history?view=support');
    expect(pageKeyFor(keys, '/login-history', '')).toBe('/login-history');
    expect(pageKeyFor(keys, '/login-history', '?view=other')).toBe('/login-history');
  });

  it('a view declared alone / no page for another view of the route', () => {
    expect(pageKeyFor(['/login-history?view=support'], '/login-history', '')).toBeUndefined();
    expect(pageKeyFor(['/login-history?view=support'], '/login-history', '?view=support')).toBe(
      '/login-history?view=support',
    );
  });

  it('patterns / ranked as the router ranks them', () => {
    expect(pageKeyFor(keys, '/cards/physical', '')).toBe('/cards/physical');
    expect(pageKeyFor(keys, '/cards/300201', '?view=support')).toBe('/cards/:accountId');
    expect(pageKeyFor(keys, '/home', '')).toBeUndefined();
  });
});

describe('firstPaintFrame / a page declared with its title only', () => {
  it('the title painted, no description line', () => {
    const frame = firstPaintFrame({
      data,
      brandKey: 'aurora',
      layout: 'main',
      acceptLanguage: 'en',
      page: { title: { en: 'Admin overview' }, description: null },
    });
    expect(frame.html).toContain(
      '<div class="fp-page-header"><h1 class="fp-title">Admin overview</h1></div>',
    );
    expect(frame.html).not.toContain('fp-description"');
  });

  it('a held title without a description / no heading at all', () => {
    const frame = firstPaintFrame({
      data,
      brandKey: 'aurora',
      layout: 'main',
      page: { title: null, description: null },
    });
    expect(frame.html).not.toContain('fp-page-header');
  });
});
