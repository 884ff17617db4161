// The entry script, kept tiny. A pre-rendered page (src/prerender) is
// complete without JavaScript: its text is there and its links work. Parsing
// and running the app costs a phone about a second of its main thread, so
// such a page starts the app at the visitor's first interaction (a tap, a
// key, a focused field) rather than while it is being read; the app's chunks
// are already preloaded by then. A signed-in buyer's catalogue, rendered by
// the server for them (data-first-screen), waits the same way. Every other
// page, and a pre-rendered one in a browser that was signed in (its header
// is the visitor's), starts it at once.
import { PAGE_READY_EVENT } from './app/router/pageReadyEvent';
import { readSignedInHint } from './shared/session/signedInHint';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A mouse moving over the page counts: on a desktop it comes before the
// click, which then finds the app ready.
const FIRST_INTERACTION = [
  'pointerdown',
  'pointermove',
  'keydown',
  'focusin',
  'touchstart',
  'wheel',
  'change',
] as const;
/** Buttons pressed before the app had attached its handlers, pressed again once it has. */
const pendingClicks: HTMLElement[] = [];

function holdClick(event: MouseEvent) {
  const control = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"], summary');
  // A link navigates by itself; only a control that needs the app waits for it.
  if (!control || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!pendingClicks.includes(control)) pendingClicks.push(control);
}

/** Forms submitted before the app was there (Enter in the catalogue's search), submitted again once it is. */
const pendingSubmits: HTMLFormElement[] = [];

// Without the app a form would be sent by the browser itself, reloading the page.
function holdSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!pendingSubmits.includes(form)) pendingSubmits.push(form);
}

/**
 * Choices made in a native select before the app was there (the brand
 * filter: picked on a phone before the app had loaded), made again once it is.
 */
const pendingChoices = new Map<HTMLSelectElement, string>();

function holdChoice(event: Event) {
  if (event.target instanceof HTMLSelectElement) pendingChoices.set(event.target, event.target.value);
}

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, true);
  // Held clicks go to their controls once the page has its handlers;
  // from then on React handles what it receives.
  window.addEventListener(
    PAGE_READY_EVENT,
    () => {
      window.removeEventListener('click', holdClick, true);
      window.removeEventListener('submit', holdSubmit, true);
      window.removeEventListener('change', holdChoice, true);
      // The app's first render may have put its own value back; React reads the change event.
      for (const [select, value] of pendingChoices) {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      pendingChoices.clear();
      for (const form of pendingSubmits.splice(0)) form.requestSubmit();
      for (const control of pendingClicks.splice(0)) {
        // The tap focused it before anything listened; widgets that act on
        // focus (the FAQ's accordion expands only a focused item) see it now.
        control.blur();
        control.focus({ preventScroll: true });
        control.click();
      }
    },
    { once: true },
  );
  void import('./app/boot').then(({ boot }) => boot(container!));
}

/**
 * A page the server rendered for its reader lists the app's chunks inert
 * (apps/server webApp.ts), so that its images load first; they are fetched
 * once it has loaded, still before the first tap as a rule.
 */
function preloadAppChunks() {
  for (const chunk of document.querySelectorAll<HTMLLinkElement>('link[rel="app-chunk"]')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = chunk.href;
    document.head.append(link);
  }
}
if (document.readyState === 'complete') preloadAppChunks();
else window.addEventListener('load', preloadAppChunks, { once: true });

const rendered = container.firstElementChild !== null;
if (rendered && (container.hasAttribute('data-first-screen') || !readSignedInHint())) {
  for (const type of FIRST_INTERACTION)
    window.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener('click', holdClick, true);
  window.addEventListener('submit', holdSubmit, true);
  window.addEventListener('change', holdChoice, true);
} else {
  start();
}
