// A page the server drew (app/server-view.tsx) is on screen before the app has taken it over: its
// links work, but its buttons and fields do nothing yet, and the takeover sets every field back to
// what the app holds. What a shopper does in that moment is held here, from the page preloader on,
// and handed to the app once it has drawn the page over (main.tsx) on the same elements, which the
// app keeps: a tap is answered late rather than lost, and typed text survives the takeover.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a tap acts on without being a link (links work before the app does). */
const TAPPABLE =
  'button, summary, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"], [role="option"], [role="menuitem"], [role="switch"]';

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

let held: {
  taps: Element[];
  submits: HTMLFormElement[];
  typed: Map<Field, string>;
  stop: () => void;
} | null = null;

/** Starts holding the taps, submits and typing inside `root`. */
export function holdEarlyInput(root: Element): void {
  if (held) return;
  const taps: Element[] = [];
  const submits: HTMLFormElement[] = [];
  const typed = new Map<Field, string>();
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!target || !root.contains(target) || target.closest('a[href]')) return;
    // A checkbox is not ticked now and again when the tap is handed on.
    event.preventDefault();
    taps.push(target);
  };
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    submits.push(event.target);
  };
  const onType = (event: Event) => {
    if (isField(event.target) && root.contains(event.target)) typed.set(event.target, event.target.value);
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onType],
    ['change', onType],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  held = {
    taps,
    submits,
    typed,
    stop: () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    },
  };
}

/** Sets a field's value so the app hears it (React watches the value setter of the element's kind). */
function retype(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Hands what was held to the app, which has just drawn the page over, in the order it happened.
 * Typed text goes first, and the taps and submits a task later: the app draws what it heard typed
 * (Preact in a microtask) before a submit reads it, so "iphone" then Enter searches for "iphone".
 */
export async function releaseEarlyInput(): Promise<void> {
  if (!held) return;
  const { taps, submits, typed, stop } = held;
  held = null;
  stop();
  for (const [field, value] of typed) if (field.isConnected && field.value !== value) retype(field, value);
  if (typed.size > 0) await new Promise((resolve) => setTimeout(resolve, 0));
  for (const tap of taps) if (tap.isConnected && tap instanceof HTMLElement) tap.click();
  for (const form of submits) if (form.isConnected) form.requestSubmit();
}
