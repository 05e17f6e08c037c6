/**
 * Taps (and choices in lists and boxes, and text typed into fields) on a server-rendered page
 * before React has taken over the element. The page looks
 * ready at once, but a button's handler exists only once its part is hydrated: before that
 * (the script still loading, or a lazily loaded screen's code still on its way) React drops the
 * click. This script, inlined at the top of the page, holds such a tap and gives it to the
 * element again once React owns it; a link the shop never takes over is followed as a plain link.
 *
 * "React owns it": the element carries React's fiber key (the same sign the hydration test reads)
 * and React counts that fiber as mounted (committed).
 * React sets the key while it still renders the part, and an event given to it then is lost: a
 * part inside a Suspense boundary is committed in a pass of its own, after the rest of the page.
 * Self-contained: it is sent as its source text.
 */
export function holdEarlyTaps(win: Window, giveUpMs: number): void {
  const INTERACTIVE = 'a[href],button,[role=button],[role=link],[role=tab],[role=checkbox],[role=radio],[role=option],label,summary,select,input';
  type Fiber = { return: Fiber | null; alternate: Fiber | null; tag: number; flags: number };
  const HOST_ROOT = 3;
  const PLACEMENT_OR_HYDRATING = 4098;
  // React's own test (getNearestMountedFiber in react-dom): going up through fibers that have no
  // committed copy yet, none is still being placed or hydrated, and the top is a root.
  const committed = (fiber: Fiber) => {
    let nearest: Fiber | null = fiber;
    let node = fiber;
    for (let next: Fiber | null = fiber; next && !next.alternate; next = node.return) {
      node = next;
      if (node.flags & PLACEMENT_OR_HYDRATING) nearest = node.return;
    }
    while (node.return) node = node.return;
    return node.tag === HOST_ROOT && nearest === fiber;
  };
  const hydrated = (element: Element) => {
    const key = Object.keys(element).find((name) => name.indexOf('__reactFiber$') === 0);
    const fiber = key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
    return !!fiber && committed(fiber);
  };
  const replaying = new WeakSet<Event>();
  // Calls `then` once React owns the element `find` names, looking again every 50 ms; `giveUp` after giveUpMs.
  const whenHydrated = (find: () => HTMLElement | null, then: (element: HTMLElement) => void, giveUp: (element: HTMLElement) => void, since = Date.now()) => {
    const element = find();
    if (!element) return;
    if (hydrated(element)) then(element);
    else if (Date.now() - since < giveUpMs) win.setTimeout(() => whenHydrated(find, then, giveUp, since), 50);
    else giveUp(element);
  };
  // A part React could not take over as it was is drawn anew: a link is found again by its address.
  const found = (held: HTMLElement) => () => {
    const href = held instanceof HTMLAnchorElement ? held.getAttribute('href') : null;
    return held.isConnected ? held : href ? (win.document.querySelector(`a[href="${CSS.escape(href)}"]`) as HTMLElement | null) : null;
  };
  const replay = (held: HTMLElement) =>
    whenHydrated(
      found(held),
      (element) => {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, view: win });
        replaying.add(click);
        element.dispatchEvent(click);
      },
      (element) => {
        if (element instanceof HTMLAnchorElement && element.href) win.location.assign(element.href);
      },
    );
  // A field's last value from before hydration, given back with `giveBack` once React owns the
  // field. A value given once React owns it goes to React itself and drops what was held: the held
  // value, given after it, would take its place.
  const holdLatest = <V>(giveBack: (field: HTMLElement, value: V) => void) => {
    const held = new WeakMap<HTMLElement, V>();
    return (field: HTMLElement, value: V) => {
      if (hydrated(field)) {
        held.delete(field);
        return;
      }
      const waiting = held.has(field);
      held.set(field, value);
      if (waiting) return;
      whenHydrated(
        () => (field.isConnected ? field : null),
        () => {
          const latest = held.get(field);
          held.delete(field);
          if (latest !== undefined) giveBack(field, latest);
        },
        () => undefined,
      );
    };
  };
  // A choice made in a list or box before hydration: React would draw its own value over it.
  const holdChoice = holdLatest<{ value: string; checked: boolean }>((field, choice) => {
    // React listens through the value's own setter: set it as the browser's prototype does, then say so.
    const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    const property = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? 'checked' : 'value';
    Object.getOwnPropertyDescriptor(proto, property)?.set?.call(field, property === 'checked' ? choice.checked : choice.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
  // Text typed into a field before hydration: React takes the field over with its state still
  // empty, and its hydration or next render draws that over the text. Once React owns the field,
  // the text is given to it as last typed, kept here rather than read from the field then (React
  // may have emptied it already); React notices a change against the value it last saw, so that is
  // set to empty first, through the field's own setter.
  const holdText = holdLatest<string>((field, text) => {
    const input = field as HTMLInputElement | HTMLTextAreaElement;
    input.value = '';
    const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  win.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement)) return;
      if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) return;
      holdText(target, target.value);
    },
    true,
  );
  win.addEventListener(
    'change',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLSelectElement || target instanceof HTMLInputElement)) return;
      if (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') return;
      holdChoice(target, { value: target.value, checked: target instanceof HTMLInputElement && target.checked });
    },
    true,
  );
  win.addEventListener(
    'click',
    (event) => {
      if (replaying.has(event) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? (event.target.closest(INTERACTIVE) as HTMLElement | null) : null;
      if (!target || hydrated(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      replay(target);
    },
    true,
  );
}

/** How long a held tap waits for the shop before a link is followed as a plain link (and a button's tap let go). */
const GIVE_UP_MS = 15_000;

/**
 * The script element for the page's head. A build that keeps function names (esbuild's keepNames,
 * as tsx runs) wraps inner functions in a `__name` helper from outside the function: the script
 * brings a harmless one of its own.
 */
const EARLY_TAPS_SCRIPT = `<script>(function(){var __name=function(f){return f};(${holdEarlyTaps.toString()})(window,${GIVE_UP_MS})})()</script>`;

/** The same text for every page: made once, not on each render. */
export const earlyTapsScript = (): string => EARLY_TAPS_SCRIPT;
