import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What a phone screen must not have (measured in the page, for the screens test):
 * - `wide`: a visible element that reaches past the viewport's sides, unless an ancestor clips
 *   or scrolls it sideways (a carousel's slides off to the side are meant to be there);
 * - `cut`: text cut with an ellipsis (text-overflow or line-clamp) that does not fit; an element
 *   may opt out with data-ellipsis-ok when the cut text repeats something shown in full elsewhere;
 * - `small`: a button, link or form control below 44x44 CSS px (Apple's and Material's minimum),
 *   except links inside running text, which are as tall as their line;
 * - `split`: a word broken across two lines because its box is narrower than the word
 *   ('Skriftstør/relse'); words with a hyphen, digits or an address's punctuation may break.
 * Each problem is a short description naming the element (tag, test id or label, text).
 */
export interface LayoutProblems {
  wide: string[];
  cut: string[];
  small: string[];
  split: string[];
}

export const MIN_TARGET = 44;

export function layoutProblems(page: Page, { targets = true }: { targets?: boolean } = {}): Promise<LayoutProblems> {
  return page.evaluate(
    ({ minTarget, checkTargets }) => {
      const vw = document.documentElement.clientWidth;
      const describe = (e: Element) => {
        const id = e.getAttribute('data-testid');
        const label = e.getAttribute('aria-label');
        const text = (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `<${e.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''}${label ? ` aria-label="${label}"` : ''}> "${text}"`;
      };
      const shown = (e: Element) => {
        if (e.getClientRects().length === 0) return false;
        // Moved off the screen on purpose until focused (the skip link).
        const box = e.getBoundingClientRect();
        if (box.right <= 0 || box.bottom <= 0) return false;
        const style = getComputedStyle(e);
        return style.visibility !== 'hidden' && Number(style.opacity) > 0;
      };
      const clippedSideways = (e: Element) => {
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== 'visible') return true;
        }
        return false;
      };
      const all = [...document.body.querySelectorAll('*')].filter((e) => !(e instanceof SVGElement && e.tagName !== 'svg') && shown(e));

      const wide = all
        .filter((e) => {
          const box = e.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          return (box.right > vw + 0.5 || box.left < -0.5) && !clippedSideways(e);
        })
        .map((e) => `${describe(e)} spans x=${Math.round(e.getBoundingClientRect().left)}..${Math.round(e.getBoundingClientRect().right)} of ${vw}`);

      const cut = all
        .filter((e) => {
          if (e.closest('[data-ellipsis-ok]')) return false;
          const style = getComputedStyle(e);
          const ellipsis = style.textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth + 1;
          const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && e.scrollHeight > e.clientHeight + 1;
          return ellipsis || clamped;
        })
        .map(describe);

      const inlineText = (e: Element) => {
        if (!getComputedStyle(e).display.startsWith('inline')) return false;
        const parent = e.parentElement;
        return parent !== null && [...parent.childNodes].some((n) => n !== e && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      };
      const controls = checkTargets
        ? all.filter((e) => e.matches('button, a[href], [role="button"], [role="tab"], [role="radio"], [role="checkbox"], select, input:not([type="hidden"]), textarea') && !inlineText(e))
        : [];
      const small = controls
        .filter((e) => {
          // Keyboard-only stand-ins (the canvas's field buttons): fingers reach what lies under them.
          if (getComputedStyle(e).pointerEvents === 'none') return false;
          // A native radio or checkbox inside its label: the label is the target.
          if (e.matches('input[type="radio"], input[type="checkbox"]') && e.closest('label')) return false;
          // Chakra's hidden inputs behind a styled control.
          let box = e.getBoundingClientRect();
          // A link overlay stretches its ::before over the whole card (Chakra's LinkOverlay): the card is the target.
          const before = getComputedStyle(e, '::before');
          if (before.content !== 'none' && before.position === 'absolute') {
            let holder = e.parentElement;
            while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
            if (holder) box = holder.getBoundingClientRect();
          }
          if (box.width <= 1 && box.height <= 1) return false;
          return box.width < minTarget - 0.5 || box.height < minTarget - 0.5;
        })
        .map((e) => `${describe(e)} is ${e.getBoundingClientRect().width.toFixed(1)}x${e.getBoundingClientRect().height.toFixed(1)}`);

      const split: string[] = [];
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const holder = node.parentElement;
        if (!holder || !shown(holder) || holder.closest('input, textarea, select, script, style, [data-ellipsis-ok]')) continue;
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          if (word[0].length < 4 || /[-\u00ad/@._:]|\d/.test(word[0])) continue;
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(`${describe(holder)} breaks "${word[0]}"`);
        }
      }
      return { wide, cut, small, split };
    },
    { minTarget: MIN_TARGET, checkTargets: targets },
  );
}

/** The page at rest: requests done, fonts in, no transition still moving (a dialog sliding in is measured off by a few px). */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

/**
 * How a dialog's panel sits on the screen, for the sheets that must be as tall as what they hold:
 * its box, and `blank`, the px of its body below the body's last child (a panel stretched to the
 * full screen around a short offer has hundreds).
 */
export function dialogPanel(dialog: Locator): Promise<{ top: number; bottom: number; left: number; right: number; blank: number; viewport: { width: number; height: number } }> {
  return dialog.evaluate(async (panel) => {
    // Measured where it comes to rest: the sheet slides in, and a box taken mid-slide is a pixel off.
    await Promise.all(panel.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
    const box = panel.getBoundingClientRect();
    const body = panel.querySelector('.chakra-dialog__body');
    if (!body) throw new Error('The dialog has no body part');
    const shown = [...body.children].filter((c) => c.getClientRects().length > 0);
    const contentBottom = Math.max(body.getBoundingClientRect().top, ...shown.map((c) => c.getBoundingClientRect().bottom));
    const blank = body.getBoundingClientRect().bottom - parseFloat(getComputedStyle(body).paddingBottom) - contentBottom;
    return { top: box.top, bottom: box.bottom, left: box.left, right: box.right, blank, viewport: { width: window.innerWidth, height: window.innerHeight } };
  });
}

/** On a phone: the dialog is a sheet along the bottom edge, full width, no taller than its content. */
export async function expectBottomSheet(dialog: Locator): Promise<void> {
  const panel = await dialogPanel(dialog);
  expect(panel.bottom).toBeCloseTo(panel.viewport.height, 0);
  expect(panel.left).toBeCloseTo(0, 0);
  expect(panel.right).toBeCloseTo(panel.viewport.width, 0);
  expect(panel.top).toBeGreaterThan(0);
  expect(panel.blank).toBeLessThan(4);
}
