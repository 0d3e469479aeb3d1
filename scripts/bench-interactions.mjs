// The browser bench's interactions part (issue 49 item 3): the Interaction to Next Paint (INP) of six interactions
// with the CPU slowed down 4×, each round in a fresh context:
//   history   typing a keyword in anna.simple's history (~8,600 transactions), each keystroke, then Apply;
//   cards     switching the cards page's tabs, /cards/physical → /cards/virtual → /cards/physical (anna.simple);
//   wizard    the business registration wizard's Next from a validly filled first step (signed out);
//   mass      "Check the rows" of a 1,000-row mass wire file (mona.mass, Mona Marketplace Ltd), and whether the
//             page shows that it is busy meanwhile;
//   contract  opening contract 6901 from the /revenue-split list (greta.gamma, Gamma Foods);
//   webhooks  filtering the webhook log (mia.merchant, Mia's Market Ltd): typing an event, then Search.
//
// How INP is taken in the page (as the web-vitals library does): a PerformanceObserver of `event` entries
// (durationThreshold 16, buffered) is set up just before the interaction; after the page has painted the
// interaction's result and ~500 ms more (so the entries are delivered), the entries that started after it and have
// an interactionId are grouped by interactionId, each interaction's latency is its longest entry's duration, and an
// interaction's figure is its worst. An interaction below the 16 ms threshold leaves no entry and counts as 16 ms (an
// upper bound; Event Timing rounds durations to 8 ms); that it happened at all is checked with a capture-phase
// listener. The CPU is slowed (Emulation.setCPUThrottlingRate) only around the interaction: sign-in and page loads
// run at full speed. Each page is loaded by address and settled (network idle) first; where nothing was filled
// before, the measured key or press is the page's first input, which also starts the shell's deferred loads
// (shell/src/layout/overlay-slots.tsx), as it does for a customer.
//
// Also recorded, to say what runs on the main thread: the long animation frames (LoAF) that overlap the worst
// interaction, with their scripts (invoker, file, position; the build is minified) and their rendering time.
import { USERS, fillAndSubmit, inContext, settle } from './bench-chromium.mjs';
import { massWireCsv } from './bench-mass.mjs';

/** Wait after the result is on screen before the entries are read (Event Timing entries come after the paint). */
const DELIVERY_MS = 500;
/** Time between two keystrokes of typed words (~ a fast typist; slower keys than this would queue behind). */
const KEY_DELAY_MS = 120;
const EVENT_THRESHOLD_MS = 16;
const MASS_ROWS = 1000;

/** The interactions' names in the summary, and what their figure is the worst of. */
export const INTERACTIONS = {
  history: { label: "typing a keyword in Anna's history", of: 'worst keystroke or Apply' },
  cards: { label: 'switching the cards tabs', of: 'worst of both ways' },
  wizard: { label: 'a step in the business wizard', of: 'Next' },
  mass: { label: `checking a ${MASS_ROWS.toLocaleString('en')}-row mass file`, of: 'Check the rows' },
  contract: { label: 'opening a contract', of: 'click in the list' },
  webhooks: { label: 'filtering the webhook log', of: 'worst keystroke or Search' },
};

// ───────────────────────────── in the page ─────────────────────────────

/** Starts recording interactions (Event Timing), long animation frames and inputs from now on. */
function armInteractions(threshold) {
  window.__inp?.stop();
  const from = performance.now();
  const state = { from, events: [], frames: [], inputs: 0 };
  const describe = (node) => {
    if (!node || node.nodeType !== Node.ELEMENT_NODE) return '';
    const label =
      node.getAttribute('aria-label') ?? node.getAttribute('name') ?? (node.textContent ?? '').trim();
    return `${node.tagName.toLowerCase()}${label ? ` "${label.replace(/\s+/g, ' ').slice(0, 30)}"` : ''}`;
  };
  const events = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0 && entry.startTime >= from)
        state.events.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          target: describe(entry.target),
        });
  });
  events.observe({ type: 'event', durationThreshold: threshold, buffered: true });
  const frames = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.startTime + entry.duration >= from)
        state.frames.push({
          start: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          renderStart: entry.renderStart,
          styleAndLayoutStart: entry.styleAndLayoutStart,
          scripts: entry.scripts.map((script) => ({
            invoker: script.invoker,
            type: script.invokerType,
            source: `${script.sourceURL.split('/').slice(-2).join('/')}:${script.sourceCharPosition}`,
            fn: script.sourceFunctionName,
            start: script.startTime,
            duration: script.duration,
            forcedLayout: script.forcedStyleAndLayoutDuration,
          })),
        });
  });
  frames.observe({ type: 'long-animation-frame', buffered: true });
  const count = () => (state.inputs += 1);
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, count, { capture: true });
  state.stop = () => {
    events.disconnect();
    frames.disconnect();
    for (const type of ['pointerdown', 'keydown']) removeEventListener(type, count, { capture: true });
  };
  window.__inp = state;
}

/** What was recorded since arming, after two animation frames (entries of the last paint are then queued). */
async function takeInteractions() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const state = window.__inp;
  state.stop();
  return { events: state.events, frames: state.frames, inputs: state.inputs };
}

/**
 * Watches whether the mass page shows that it is checking: the "Check the rows" button busy (aria-busy, spinner) or
 * a status/progress element, and whether a frame was drawn while it was shown; until the checked rows' heading.
 */
function watchMassProgress() {
  // Times from the click's press (the first pointerdown after this), as a customer sees them.
  let from = performance.now();
  const watch = { busyAt: undefined, busyFrames: 0, resultAt: undefined };
  addEventListener('pointerdown', () => (from = performance.now()), { capture: true, once: true });
  const busy = () =>
    Boolean(
      document.querySelector('main [aria-busy="true"], main progress, main [role="progressbar"]') ??
      [...document.querySelectorAll('main [role="status"]')].find((node) =>
        /check|read|load/i.test(node.textContent ?? ''),
      ),
    );
  const heading = () =>
    [...document.querySelectorAll('main h2')].some((node) => node.textContent?.trim() === 'Checked rows');
  const frame = () => {
    if (watch.resultAt !== undefined) return;
    // A frame whose callbacks see the busy state is drawn with it (rendering follows the callbacks).
    if (busy()) {
      watch.busyAt ??= performance.now() - from;
      watch.busyFrames += 1;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const observer = new MutationObserver(() => {
    if (busy()) watch.busyAt ??= performance.now() - from;
    if (heading() && watch.resultAt === undefined) {
      watch.resultAt = performance.now() - from;
      observer.disconnect();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__massProgress = watch;
}

// ───────────────────────────── in Node ─────────────────────────────

/**
 * Per interaction (interactionId) the longest entry; the worst interaction and its long animation frames.
 * `expected` inputs (pointerdown / keydown) must have reached the page, else the figure would be a false 16.
 */
function summarizeInteractions({ events, frames, inputs }, label, expected = 1) {
  if (inputs < expected) throw new Error(`${label}: ${inputs} of ${expected} inputs reached the page`);
  const byId = new Map();
  for (const event of events) {
    const current = byId.get(event.id);
    if (!current || event.duration > current.duration) byId.set(event.id, event);
  }
  const interactions = [...byId.values()].sort((a, b) => b.duration - a.duration);
  const worst = interactions[0];
  const inp = Math.max(worst?.duration ?? 0, EVENT_THRESHOLD_MS);
  const longest = frames.reduce((max, frame) => Math.max(max, frame.duration), 0);
  let attribution;
  if (worst) {
    // The interaction's entries (pointerdown, pointerup, click; keydown, keypress) that ended with the same paint
    // as its worst (a keyup comes with a later one): its phases span them.
    const end = worst.start + worst.duration;
    const entries = events
      .filter((event) => event.id === worst.id && Math.abs(event.start + event.duration - end) <= 8)
      .sort((a, b) => a.start - b.start);
    const processed = Math.max(...entries.map((entry) => entry.processingEnd));
    const overlapping = frames.filter(
      (frame) => frame.start < end && frame.start + frame.duration > worst.start,
    );
    attribution = {
      event: `${[...new Set(entries.map((entry) => entry.name))].join('/')} on ${worst.target || '?'}`,
      inputDelay: entries[0].processingStart - entries[0].start,
      processing: entries.reduce((sum, entry) => sum + entry.processingEnd - entry.processingStart, 0),
      presentation: end - processed,
      longestFrame: longest,
      frames: overlapping.map((frame) => ({
        duration: frame.duration,
        render: frame.start + frame.duration - (frame.renderStart || frame.start + frame.duration),
        scripts: [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 4),
      })),
    };
  }
  return { inp, count: interactions.length, longestFrame: longest, attribution };
}

/** Slows the CPU, arms the in-page recording, runs the interaction, waits for its result, reads the figures. */
async function measure(page, cdp, cpuRate, label, { expected = 1, act, result }) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  try {
    await page.evaluate(armInteractions, EVENT_THRESHOLD_MS);
    await act();
    await result();
    await page.waitForTimeout(DELIVERY_MS);
    return summarizeInteractions(await page.evaluate(takeInteractions), label, expected);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/** Types `text` into a field already focused, key by key (each keystroke one interaction). */
async function typeKeys(page, text) {
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
}

/** Signs in (choosing the company in the dialog for a business user) and waits for /home. */
async function signInTo(page, origin, email, company) {
  await page.goto(`${origin}/login`);
  await fillAndSubmit(page, email);
  if (company)
    await page
      .getByRole('dialog', { name: 'Choose a company' })
      .getByRole('button', { name: company })
      .click();
  await page.waitForURL('**/home');
}

const heading1 = (page, name) => page.getByRole('heading', { level: 1, name });

// ───────────────────────────── the six interactions ─────────────────────────────

/** Anna's history: the keyword typed key by key (worst keystroke), then Apply until the totals change. */
async function historyKeyword(page, { origin, cdp, cpuRate }) {
  const word = 'Spotify';
  await signInTo(page, origin, USERS.simple);
  await page.goto(`${origin}/history`);
  const totals = page.getByRole('list', { name: 'Totals of this filter' });
  await totals.waitFor();
  await page.locator('table tbody tr').first().waitFor();
  await settle(page);
  const before = await totals.innerText();
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  await keyword.focus();
  const keys = await measure(page, cdp, cpuRate, 'history keystrokes', {
    expected: word.length,
    act: () => typeKeys(page, word),
    result: () => page.waitForFunction((value) => document.activeElement?.value === value, word),
  });
  const apply = await measure(page, cdp, cpuRate, 'history Apply', {
    act: () => page.getByRole('button', { name: 'Apply', exact: true }).click(),
    result: () =>
      page.waitForFunction(
        (previous) =>
          document.querySelector('ul[aria-label="Totals of this filter"]')?.innerText !== previous,
        before,
        { timeout: 60_000 },
      ),
  });
  return { parts: { keystroke: keys, apply } };
}

/** The cards page's tabs: Physical → Virtual, then back, each until the page's title says so. */
async function cardsTabs(page, { origin, cdp, cpuRate }) {
  await signInTo(page, origin, USERS.simple);
  await page.goto(`${origin}/cards/physical`);
  await heading1(page, 'Physical cards').waitFor();
  const tabs = page.getByRole('navigation', { name: 'Card types' });
  await tabs.getByRole('link', { name: /^Virtual/ }).waitFor();
  await settle(page);
  const toVirtual = await measure(page, cdp, cpuRate, 'cards → Virtual', {
    act: () => tabs.getByRole('link', { name: /^Virtual/ }).click(),
    result: () => heading1(page, 'Virtual cards').waitFor(),
  });
  await settle(page);
  const toPhysical = await measure(page, cdp, cpuRate, 'cards → Physical', {
    act: () => tabs.getByRole('link', { name: /^Physical/ }).click(),
    result: () => heading1(page, 'Physical cards').waitFor(),
  });
  return { parts: { toVirtual, toPhysical } };
}

/** The business wizard, signed out: the first step filled validly, then Next until step 2's heading. */
async function wizardStep(page, { origin, cdp, cpuRate, round }) {
  await page.goto(`${origin}/register/business`);
  const field = (name) => page.getByLabel(name, { exact: true });
  await field('Registered company name').waitFor();
  await field('Registered company name').fill('Bench Widgets UAB');
  await field('Trading name').fill('Bench Widgets');
  const country = page.getByRole('combobox', { name: 'Country of registration' });
  await country.locator('option[value="LT"]').waitFor({ state: 'attached' });
  await country.selectOption('LT');
  await field('Registration number').fill(`3050${String(Date.now()).slice(-5)}${round}`);
  await field('Registration date').fill('2019-03-01');
  await field('Tax ID').fill('LT100000000001');
  await field('Website').fill('https://widgets.example');
  await page
    .getByRole('combobox', { name: 'What the company does' })
    .selectOption({ label: 'Hosting provider' });
  await field('Street and number').fill('Konstitucijos pr. 7');
  await field('City').fill('Vilnius');
  await field('Postal code').fill('09308');
  const addressCountry = page.getByRole('combobox', { name: 'Country', exact: true });
  await addressCountry.locator('option[value="LT"]').waitFor({ state: 'attached' });
  await addressCountry.selectOption('LT');
  await field('First name').fill('Rūta');
  await field('Last name').fill('Jonaitė');
  await field('E-mail').fill(`bench.wizard.${Date.now()}.${round}@example.com`);
  await field('Password').fill('Company-pass-7');
  await field('Phone code').fill('370');
  await field('Phone number').fill('61111111');
  const steps = page.getByRole('navigation', { name: 'Registration steps' });
  await steps.getByRole('button', { name: 'Company (complete)' }).waitFor({ timeout: 10_000 });
  await settle(page);
  const next = await measure(page, cdp, cpuRate, 'wizard Next', {
    act: () => page.getByRole('button', { name: 'Next', exact: true }).click(),
    result: () => page.getByRole('heading', { level: 2, name: /Financial information/ }).waitFor(),
  });
  return { parts: { next } };
}

/** The mass page with a 1,000-row file: "Check the rows" until the checked rows' heading, and its busy state. */
async function massCheck(page, { origin, cdp, cpuRate }) {
  await signInTo(page, origin, USERS.mass, /Mona Marketplace Ltd/);
  await page.goto(`${origin}/transfer/mass/wire`);
  await page.getByRole('textbox', { name: 'Batch name' }).fill('Bench');
  await page.getByRole('combobox', { name: 'Pay from account' }).selectOption('100960');
  await page
    .getByLabel('File (CSV, Excel .xlsx or pain.001 XML)')
    .setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(massWireCsv(MASS_ROWS)) });
  await settle(page);
  let progress;
  const check = await measure(page, cdp, cpuRate, 'mass Check the rows', {
    act: async () => {
      await page.evaluate(watchMassProgress);
      await page.getByRole('button', { name: 'Check the rows' }).click();
    },
    result: async () => {
      await page.getByRole('heading', { name: 'Checked rows' }).waitFor({ timeout: 60_000 });
      progress = await page.evaluate(() => ({
        ...window.__massProgress,
        read: performance.getEntriesByName('mass-read').at(-1)?.duration,
        check: performance.getEntriesByName('mass-check').at(-1)?.duration,
      }));
    },
  });
  return { parts: { check }, progress };
}

/** The contracts list: a click on contract 6901 until its page's title. */
async function openContract(page, { origin, cdp, cpuRate }) {
  await signInTo(page, origin, 'greta.gamma@demo.test', /Gamma Foods/);
  await page.goto(`${origin}/revenue-split`);
  const link = page.getByRole('link', { name: /contract 6901$/ });
  await link.waitFor();
  await settle(page);
  const open = await measure(page, cdp, cpuRate, 'contract open', {
    act: () => link.click(),
    result: () => heading1(page, /^Contract 6901/).waitFor({ timeout: 30_000 }),
  });
  return { parts: { open } };
}

/** The webhook log: an event typed into its filter key by key, then Search until the count changes. */
async function webhookFilter(page, { origin, cdp, cpuRate }) {
  const word = 'refunded';
  await signInTo(page, origin, 'mia.merchant@demo.test', /Mia's Market Ltd/);
  await page.goto(`${origin}/merchant/internal/webhook_log`);
  const form = page.getByRole('form', { name: 'Filter the request log' });
  const count = page.getByRole('status').filter({ hasText: /^\d+ requests?$/ });
  await count.waitFor();
  await settle(page);
  const before = await count.innerText();
  await form.getByRole('searchbox', { name: 'Address, event or event id' }).focus();
  const keystroke = await measure(page, cdp, cpuRate, 'webhook log keystrokes', {
    expected: word.length,
    act: () => typeKeys(page, word),
    result: () => page.waitForFunction((value) => document.activeElement?.value === value, word),
  });
  const search = await measure(page, cdp, cpuRate, 'webhook log Search', {
    act: () => form.getByRole('button', { name: 'Search' }).click(),
    result: () =>
      page.waitForFunction(
        (previous) =>
          [...document.querySelectorAll('[role="status"]')].some(
            (node) => /^\d+ requests?$/.test(node.textContent.trim()) && node.textContent.trim() !== previous,
          ) || document.body.innerText.includes('No requests'),
        before,
        { timeout: 30_000 },
      ),
  });
  return { parts: { keystroke, search } };
}

const FLOWS = {
  history: historyKeyword,
  cards: cardsTabs,
  wizard: wizardStep,
  mass: massCheck,
  contract: openContract,
  webhooks: webhookFilter,
};

/**
 * The six interactions, `rounds` times each, every one in a fresh context. Returns per interaction `inp` (the
 * worst of its parts, one sample a round), `parts` (each part's samples), `longestFrame` (the longest animation
 * frame from the interaction until its result was read, 0 when none took 50 ms), `attribution` (the worst round's
 * worst interaction: its phases and long animation frames) and, for the mass check, `progress` per round (when the
 * page showed it was busy, how many frames it drew so, when the rows came, and its mass-read / mass-check measures).
 */
export async function benchInteractions(browser, { origin, rounds, failures, cpuRate = 4, only }) {
  const names = only ?? Object.keys(FLOWS);
  const unknown = names.filter((name) => !FLOWS[name]);
  if (unknown.length > 0)
    throw new Error(`unknown interaction ${unknown.join(', ')} (${Object.keys(FLOWS).join(', ')})`);
  const results = Object.fromEntries(
    names.map((name) => [
      name,
      { inp: [], parts: {}, longestFrame: [], attribution: undefined, worst: -1, progress: [] },
    ]),
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const name of names) {
      await inContext(browser, { label: `INP ${name}`, failures }, async (context) => {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const { parts, progress } = await FLOWS[name](page, { origin, cdp, cpuRate, round });
        const result = results[name];
        const inp = Math.max(...Object.values(parts).map((part) => part.inp));
        result.inp.push(inp);
        result.longestFrame.push(Math.max(...Object.values(parts).map((part) => part.longestFrame)));
        for (const [part, value] of Object.entries(parts)) (result.parts[part] ??= []).push(value.inp);
        if (progress) result.progress.push(progress);
        if (inp > result.worst) {
          result.worst = inp;
          const [part, value] = Object.entries(parts).sort((a, b) => b[1].inp - a[1].inp)[0];
          result.attribution = { part, inp, ...value.attribution };
        }
      });
    }
  }
  return results;
}
