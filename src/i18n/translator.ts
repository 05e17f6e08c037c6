/**
 * The shop's and the editor's translation runtime: the texts per language and namespace, the
 * current language, and `t`. It does what the screens used of i18next (nested keys, {{name}}
 * interpolation, plurals through `count`, `context`, another namespace through `ns` or 'ns:key',
 * the fallback language, then the key itself) and nothing more, so it costs little in the first JS.
 */

/** A namespace's texts: nested objects whose leaves are strings. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

export interface TranslateOptions {
  /** Picks the plural form `key_one`/`key_other` (Intl.PluralRules of the language); also a variable. */
  count?: number;
  /** Picks `key_context` when there is such a text. */
  context?: string;
  /** Looks in this namespace instead of the caller's. */
  ns?: string;
  /** Variables for {{name}}; a dotted name ({{a.b}}) reads into an object. */
  [variable: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** Loads the texts of a namespace in a language when they are first needed (a chunk per language). */
export type LoadTexts = (language: string) => Promise<TextTree>;


export type LanguageListener = (language: string) => void;

export const DEFAULT_NAMESPACE = 'translation';

export interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  /** The default namespace's texts; other namespaces register theirs with addNamespaceLoader. */
  loadDefaultTexts?: LoadTexts;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function readPath(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Replaces each {{name}} with its variable. Values are not HTML-escaped: React escapes what it
 * renders. An unknown variable stays as written, which makes the mistake visible.
 */
export function interpolate(text: string, variables: Readonly<Record<string, unknown>>): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (match, name: string) => {
    const value = readPath(variables, name);
    if (value === undefined) return match;
    return value === null ? '' : String(value);
  });
}

/** The keys tried for one lookup, most specific first (as i18next orders them). */
function candidateKeys(key: string, language: string, options: TranslateOptions | undefined): string[] {
  const count = typeof options?.count === 'number' ? options.count : undefined;
  const context = options?.context;
  const plural = count === undefined ? [] : [...(count === 0 ? ['_zero'] : []), `_${pluralCategory(language, count)}`];
  const keys: string[] = [];
  if (context) {
    for (const suffix of plural) keys.push(`${key}_${context}${suffix}`);
    keys.push(`${key}_${context}`);
  }
  for (const suffix of plural) keys.push(`${key}${suffix}`);
  keys.push(key);
  return keys;
}

export class Translator {
  language: string;
  readonly fallbackLanguage: string;
  private readonly bundles = new Map<string, Map<string, TextTree>>();
  /** Per namespace: how to load its texts in a language. */
  private readonly loaders = new Map<string, LoadTexts>();
  /** Loads under way, by `language|namespace`. */
  private readonly loading = new Map<string, Promise<void>>();
  /** Loads that failed (`language|namespace`): screens show the fallback instead of waiting again. */
  private readonly failed = new Set<string>();
  private readonly languageListeners = new Set<LanguageListener>();
  private readonly changeListeners = new Set<() => void>();
  /** Bundles (`language|namespace`) a lookup found missing: their arrival must re-render the screens. */
  private readonly missed = new Set<string>();
  private readonly fixedT = new Map<string, TFunction>();
  /** Namespaces asked for since `takeUsedNamespaces` (a server render sends only their texts). */
  private readonly used = new Set<string>();
  private notifyQueued = false;
  private changingTo: string | undefined;
  private revision = 0;

  constructor(options: TranslatorOptions) {
    this.language = options.language;
    this.fallbackLanguage = options.fallbackLanguage;
    if (options.loadDefaultTexts) this.loaders.set(DEFAULT_NAMESPACE, options.loadDefaultTexts);
  }

  /**
   * Lets a namespace's texts load per language when first needed: screens ask with
   * `namespaceLoading`, and a language change waits for them, so a screen never shows keys.
   */
  addNamespaceLoader(namespace: string, load: LoadTexts): this {
    this.loaders.set(namespace, load);
    return this;
  }

  /**
   * Null when the namespace's texts are there in the current and the fallback language (or nobody
   * can load them); otherwise the promise of their load, the same one until it settles. Never for
   * the default namespace: the app waits for those texts at start, and what it shows meanwhile (a
   * spinner) must not wait for them too.
   */
  namespaceLoading(namespace: string): Promise<void> | null {
    this.used.add(namespace);
    if (namespace === DEFAULT_NAMESPACE) return null;
    const languages = [...new Set([this.language, this.fallbackLanguage])];
    const missing = languages.filter(
      (language) => this.loaders.has(namespace) && !this.hasResourceBundle(language, namespace) && !this.failed.has(`${language}|${namespace}`),
    );
    if (missing.length === 0) return null;
    // React's `use` needs the same promise on every render until it settles.
    const key = `waiting:${missing.join('+')}|${namespace}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = Promise.all(missing.map((language) => this.loadBundle(language, namespace))).then(() => undefined);
      pending.finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.get(language)?.has(namespace) ?? false;
  }

  /** Adds texts to a namespace (merged over what it has, key by key at the top level like i18next). */
  addResourceBundle(language: string, namespace: string, texts: TextTree): this {
    let byNamespace = this.bundles.get(language);
    if (!byNamespace) {
      byNamespace = new Map();
      this.bundles.set(language, byNamespace);
    }
    byNamespace.set(namespace, { ...byNamespace.get(namespace), ...texts });
    // Only screens that already asked for these texts need to render again.
    if (this.missed.delete(`${language}|${namespace}`)) this.queueNotify();
    return this;
  }

  /** The namespaces looked up since the last call, and starts counting again. */
  takeUsedNamespaces(): string[] {
    const namespaces = [...this.used];
    this.used.clear();
    return namespaces;
  }

  /** The loaded texts of `language` in `namespaces`, by namespace (those it has). */
  resourceBundles(language: string, namespaces: readonly string[]): Record<string, TextTree> {
    const byNamespace = this.bundles.get(language);
    const found: Record<string, TextTree> = {};
    for (const ns of namespaces) {
      const texts = byNamespace?.get(ns);
      if (texts) found[ns] = texts;
    }
    return found;
  }

  /** The text of `key` in the current language, else in the fallback language, else the key. */
  t(key: string, options?: TranslateOptions, namespace: string = DEFAULT_NAMESPACE): string {
    let ns = options?.ns ?? namespace;
    const separator = key.indexOf(':');
    if (separator > 0) {
      ns = key.slice(0, separator);
      key = key.slice(separator + 1);
    }
    this.used.add(ns);
    const languages = this.language === this.fallbackLanguage ? [this.language] : [this.language, this.fallbackLanguage];
    for (const language of languages) {
      const bundle = this.bundles.get(language)?.get(ns);
      const found = bundle && candidateKeys(key, language, options).map((k) => readPath(bundle, k)).find((v) => typeof v === 'string');
      if (typeof found === 'string') return options ? interpolate(found, options) : found;
      this.missed.add(`${language}|${ns}`);
    }
    return key;
  }

  /**
   * `t` bound to a namespace: the same function until the language changes, then a new one, so
   * screens' memos and effects that depend on `t` run again in the new language.
   */
  getFixedT(namespace: string = DEFAULT_NAMESPACE): TFunction {
    let fixed = this.fixedT.get(namespace);
    if (!fixed) {
      fixed = (key, options) => this.t(key, options, namespace);
      this.fixedT.set(namespace, fixed);
    }
    return fixed;
  }

  /**
   * Loads the languages' (and the fallback's) default texts and the texts of every namespace with
   * a loader that was used already; never rejects, like i18next.
   */
  async loadLanguages(languages: string | readonly string[]): Promise<void> {
    const wanted = new Set([...(typeof languages === 'string' ? [languages] : languages), this.fallbackLanguage]);
    const namespaces = [...this.loaders.keys()].filter((ns) => ns === DEFAULT_NAMESPACE || [...this.bundles.values()].some((byNs) => byNs.has(ns)));
    await Promise.all([...wanted].flatMap((language) => namespaces.map((ns) => this.loadBundle(language, ns))));
  }

  /** Loads the language's texts, then switches and tells every listener. */
  async changeLanguage(language: string): Promise<void> {
    this.changingTo = language;
    await this.loadLanguages(language);
    // A later call won the race: its language stays.
    if (this.changingTo !== language) return;
    this.changingTo = undefined;
    if (language === this.language) return;
    this.language = language;
    this.fixedT.clear();
    this.revision += 1;
    for (const listener of [...this.languageListeners]) listener(language);
    for (const listener of [...this.changeListeners]) listener();
  }

  on(event: 'languageChanged', listener: LanguageListener): () => void {
    this.languageListeners.add(listener);
    return () => this.off(event, listener);
  }

  off(_event: 'languageChanged', listener: LanguageListener): void {
    this.languageListeners.delete(listener);
  }

  /** For useSyncExternalStore: called when the language changes or texts someone missed arrive. */
  subscribe = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  };

  getRevision = (): number => this.revision;

  private loadBundle(language: string, namespace: string): Promise<void> {
    const load = this.loaders.get(namespace);
    if (!load || this.hasResourceBundle(language, namespace)) return Promise.resolve();
    const key = `${language}|${namespace}`;
    let pending = this.loading.get(key);
    if (!pending) {
      this.failed.delete(key);
      pending = load(language).then(
        (texts) => {
          this.addResourceBundle(language, namespace, texts);
        },
        () => {
          // Callers check hasResourceBundle; loadLanguages may try again.
          this.failed.add(key);
        },
      );
      pending.finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /**
   * Texts are often added while React renders (a screen's first render registers its namespace), and
   * a store must not change during a render: the re-render waits for a microtask.
   */
  private queueNotify(): void {
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    queueMicrotask(() => {
      this.notifyQueued = false;
      this.revision += 1;
      for (const listener of [...this.changeListeners]) listener();
    });
  }
}

export const createTranslator = (options: TranslatorOptions): Translator => new Translator(options);
