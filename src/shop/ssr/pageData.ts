import { scriptJson } from '../../api/contract/embeddedAnswers';
import type { CartSummary } from '../../api/client/cart';
import type { Session } from '../../api/client/auth';
import type { PictureSet } from '../../api/client/pictureSets';
import type { Settings } from '../../api/client/settings';
import type { TextTree } from '../../i18n';

/**
 * What the server's render knew, sent with the page as JSON so the browser's first render (the
 * hydration) starts from the same state and draws the same HTML: no second round of calls and no
 * flash of another language.
 */
export interface PageData {
  settings: Settings;
  session: Session;
  cartSummary: CartSummary;
  /** The signed-in customer's picture sets (null for a visitor). */
  pictureSets: PictureSet[] | null;
  language: string;
  /** Every text bundle the render read: language -> namespace -> texts. */
  texts: Record<string, Record<string, TextTree>>;
  /** The screens' own data (useLoad with a key), by key. */
  answers: Record<string, unknown>;
}

export const PAGE_DATA_ELEMENT_ID = 'shop-page-data';

export const pageDataJson = (data: PageData): string => scriptJson(data);

let read: PageData | null | undefined;

/** The page's data when the server rendered it, else null (the client-rendered shell). */
export function serverPageData(): PageData | null {
  if (read === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
    read = element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
  }
  return read;
}
