/** The translation runtime's React side: the provider, `useTranslation` and `Trans`. */
import { cloneElement, createContext, Fragment, use, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { DEFAULT_NAMESPACE, type TFunction, type TranslateOptions, type Translator } from './translator';

const I18nContext = createContext<Translator | null>(null);

/** A promise React's `use` reads as settled without waiting (it marks promises it has seen this way). */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * `t` for a namespace and the translator. The component renders again when the language changes
 * (with a new `t`, so memos and effects that depend on it run again) and when texts it asked for
 * before they were there arrive. While a namespace with a loader is still loading, the component
 * suspends (the nearest Suspense boundary shows), so it never shows keys.
 */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE): { t: TFunction; i18n: Translator } {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  useSyncExternalStore(i18n.subscribe, i18n.getRevision, i18n.getRevision);
  // `use` on every render, with an already-settled promise when nothing loads: React replays a
  // component that suspended here once the promise settles, and a replay that skipped `use`
  // would run the hooks after it in the wrong mode ('Update hook called on initial render').
  use(i18n.namespaceLoading(namespace) ?? LOADED);
  return { t: i18n.getFixedT(namespace), i18n };
}

interface TagNode {
  name: string;
  children: TextNode[];
}
type TextNode = string | TagNode;

const TAG = /<(\/?)([A-Za-z][\w-]*)\s*(\/?)>/g;

/** `a <b>c</b> <d/>` as text and tag nodes; a text whose tags do not pair up stays plain text. */
export function parseTags(text: string): TextNode[] {
  const root: TagNode = { name: '', children: [] };
  const open: TagNode[] = [root];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const parent = open[open.length - 1];
    if (match.index > at) parent.children.push(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, name, selfClosing] = match;
    if (selfClosing) {
      parent.children.push({ name, children: [] });
    } else if (!closing) {
      const node: TagNode = { name, children: [] };
      parent.children.push(node);
      open.push(node);
    } else if (open.length > 1 && parent.name === name) {
      open.pop();
    } else {
      return [text];
    }
  }
  if (open.length > 1) return [text];
  if (at < text.length) root.children.push(text.slice(at));
  return root.children;
}

function renderNodes(nodes: TextNode[], components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const component = components[node.name];
    const children = renderNodes(node.children, components);
    // A tag without a component is shown as written, as i18next does.
    if (!component) return <Fragment key={index}>{[`<${node.name}>`, ...children, `</${node.name}>`]}</Fragment>;
    return children.length > 0 ? cloneElement(component, { key: index }, ...children) : cloneElement(component, { key: index });
  });
}

/** A text with tags replaced by components: 'accept the <terms>terms</terms>' with `components={{ terms: <Link /> }}`. */
export function Trans({
  i18nKey,
  ns,
  values,
  components = {},
}: {
  i18nKey: string;
  ns?: string;
  values?: TranslateOptions;
  components?: Readonly<Record<string, ReactElement>>;
}) {
  const { t } = useTranslation(ns);
  return <>{renderNodes(parseTags(t(i18nKey, values)), components)}</>;
}
