/**
 * The translation runtime (src/i18n): lookups, interpolation, plurals in nb and en, context,
 * namespaces, the fallback language, lazy default texts, language changes and `Trans`.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, parseTags, Trans, useTranslation } from '../../../src/i18n/react';
import { createTranslator, interpolate, type TextTree } from '../../../src/i18n/translator';

const nb: TextTree = {
  common: { hello: 'Hei, {{name}}!', onlyNb: 'Bare norsk', empty: '' },
  cart: { items_one: '{{count}} vare', items_other: '{{count}} varer' },
  greeting: 'Hei', greeting_school: 'Hei, skole',
};
const en: TextTree = {
  common: { hello: 'Hello, {{name}}!', empty: '' },
  cart: { items_one: '{{count}} item', items_other: '{{count}} items', items_zero: 'No items' },
  greeting: 'Hi', greeting_school: 'Hi, school', greeting_school_one: 'Hi, one school', greeting_school_other: 'Hi, {{count}} schools',
};

function translator(language = 'en') {
  return createTranslator({ language, fallbackLanguage: 'nb' })
    .addResourceBundle('nb', 'translation', nb)
    .addResourceBundle('en', 'translation', en);
}

describe('interpolate', () => {
  it('fills {{name}} without escaping, reads dotted names, and keeps unknown variables as written', () => {
    expect(interpolate('{{a}} & {{ b }}', { a: '<b>', b: 2 })).toBe('<b> & 2');
    expect(interpolate('{{user.name}}', { user: { name: 'Kari' } })).toBe('Kari');
    expect(interpolate('Hi {{missing}}', {})).toBe('Hi {{missing}}');
    expect(interpolate('Hi {{gone}}', { gone: null })).toBe('Hi ');
  });
});

describe('Translator.t', () => {
  it('finds nested keys and interpolates', () => {
    expect(translator().t('common.hello', { name: 'Ola' })).toBe('Hello, Ola!');
    expect(translator('nb').t('common.hello', { name: 'Ola' })).toBe('Hei, Ola!');
  });

  it('picks the plural form by the language rules, in nb and en', () => {
    const i18n = translator('nb');
    expect(i18n.t('cart.items', { count: 1 })).toBe('1 vare');
    expect(i18n.t('cart.items', { count: 0 })).toBe('0 varer');
    expect(i18n.t('cart.items', { count: 2 })).toBe('2 varer');
    const english = translator('en');
    expect(english.t('cart.items', { count: 1 })).toBe('1 item');
    expect(english.t('cart.items', { count: 7 })).toBe('7 items');
    // A _zero form wins for 0 where the texts have one.
    expect(english.t('cart.items', { count: 0 })).toBe('No items');
  });

  it('picks key_context (with its plurals) when there is one, else the plain key', () => {
    const i18n = translator('en');
    expect(i18n.t('greeting', { context: 'school' })).toBe('Hi, school');
    expect(i18n.t('greeting', { context: 'school', count: 3 })).toBe('Hi, 3 schools');
    expect(i18n.t('greeting', { context: 'kindergarten' })).toBe('Hi');
    expect(i18n.t('greeting', { context: '' })).toBe('Hi');
  });

  it('falls back to nb, then to the key itself', () => {
    const i18n = translator('en');
    expect(i18n.t('common.onlyNb')).toBe('Bare norsk');
    expect(i18n.t('common.nowhere')).toBe('common.nowhere');
    // A section is no text.
    expect(i18n.t('common')).toBe('common');
    // An empty text is a text.
    expect(i18n.t('common.empty')).toBe('');
  });

  it('looks in another namespace through ns or ns:key, and bound t keeps its namespace', () => {
    const i18n = translator('en').addResourceBundle('en', 'editor', { title: 'Editor' }).addResourceBundle('nb', 'editor', { title: 'Redigering', only: 'Norsk' });
    const t = i18n.getFixedT('editor');
    expect(t('title')).toBe('Editor');
    expect(t('only')).toBe('Norsk');
    expect(t('greeting', { ns: 'translation' })).toBe('Hi');
    expect(i18n.t('editor:title')).toBe('Editor');
    expect(t('greeting')).toBe('greeting');
  });
});

describe('resource bundles', () => {
  it('knows which bundles it has and merges additions over a bundle', () => {
    const i18n = createTranslator({ language: 'nb', fallbackLanguage: 'nb' });
    expect(i18n.hasResourceBundle('nb', 'products')).toBe(false);
    i18n.addResourceBundle('nb', 'products', { a: 'A', b: 'B' });
    i18n.addResourceBundle('nb', 'products', { b: 'B2' });
    expect(i18n.hasResourceBundle('nb', 'products')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'products')).toBe(false);
    const t = i18n.getFixedT('products');
    expect([t('a'), t('b')]).toEqual(['A', 'B2']);
  });

  it('tells subscribers (after the current task) when texts someone asked for arrive, and not otherwise', async () => {
    const i18n = createTranslator({ language: 'nb', fallbackLanguage: 'nb' });
    const listener = vi.fn();
    i18n.subscribe(listener);
    i18n.addResourceBundle('nb', 'unasked', { a: 'A' });
    await Promise.resolve();
    expect(listener).not.toHaveBeenCalled();

    expect(i18n.getFixedT('late')('a')).toBe('a');
    const before = i18n.getRevision();
    i18n.addResourceBundle('nb', 'late', { a: 'A' });
    // Not during the call: React may be rendering.
    expect(listener).not.toHaveBeenCalled();
    expect(i18n.getRevision()).toBe(before);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.getRevision()).toBe(before + 1);
    expect(i18n.getFixedT('late')('a')).toBe('A');
  });
});

describe('languages', () => {
  it('loads the default texts of a language and the fallback once, and retries after a failure', async () => {
    const load = vi.fn(async (language: string) => {
      if (language === 'en' && load.mock.calls.filter(([l]) => l === 'en').length === 1) throw new Error('offline');
      return language === 'en' ? en : nb;
    });
    const i18n = createTranslator({ language: 'nb', fallbackLanguage: 'nb', loadDefaultTexts: load });
    await i18n.loadLanguages('en');
    expect(i18n.hasResourceBundle('nb', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await Promise.all([i18n.loadLanguages('en'), i18n.loadLanguages(['en'])]);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(load.mock.calls.map(([l]) => l)).toEqual(['en', 'nb', 'en']);
  });

  it('changes language after its texts are there, tells listeners, and gives a new bound t', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const i18n = createTranslator({
      language: 'nb',
      fallbackLanguage: 'nb',
      loadDefaultTexts: async (language) => {
        if (language === 'en') await gate;
        return language === 'en' ? en : nb;
      },
    });
    await i18n.loadLanguages('nb');
    const tBefore = i18n.getFixedT();
    const changed = vi.fn();
    const subscriber = vi.fn();
    i18n.on('languageChanged', changed);
    i18n.subscribe(subscriber);

    const switching = i18n.changeLanguage('en');
    await Promise.resolve();
    expect(i18n.language).toBe('nb');
    release();
    await switching;
    expect(i18n.language).toBe('en');
    expect(changed).toHaveBeenCalledWith('en');
    expect(subscriber).toHaveBeenCalled();
    expect(i18n.getFixedT()).not.toBe(tBefore);
    expect(i18n.getFixedT()('greeting')).toBe('Hi');

    i18n.off('languageChanged', changed);
    await i18n.changeLanguage('nb');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('keeps the language of the last call when two changes race', async () => {
    const i18n = createTranslator({ language: 'nb', fallbackLanguage: 'nb', loadDefaultTexts: async (l) => (l === 'en' ? en : nb) });
    await Promise.all([i18n.changeLanguage('en'), i18n.changeLanguage('nb')]);
    expect(i18n.language).toBe('nb');
  });
});

describe('Trans and useTranslation', () => {
  it('splits text and tags, and leaves unpaired tags as text', () => {
    expect(parseTags('a <x>b <y/></x> c')).toEqual(['a ', { name: 'x', children: ['b ', { name: 'y', children: [] }] }, ' c']);
    expect(parseTags('a <x>b')).toEqual(['a <x>b']);
    expect(parseTags('1 < 2')).toEqual(['1 < 2']);
  });

  it('renders a text with its tags as the given components, in the provider language', () => {
    const i18n = translator('en').addResourceBundle('en', 'translation', { terms: 'Accept the <link>terms</link>, {{name}}. <other>x</other>' });
    const html = renderToStaticMarkup(
      createElement(I18nProvider, {
        i18n,
        children: createElement(Trans, { i18nKey: 'terms', values: { name: 'Ola' }, components: { link: createElement('a', { href: '/terms' }) } }),
      }),
    );
    expect(html).toBe('Accept the <a href="/terms">terms</a>, Ola. &lt;other&gt;x&lt;/other&gt;');
  });

  it('gives screens t for their namespace', () => {
    const i18n = translator('nb').addResourceBundle('nb', 'editor', { title: 'Redigering' });
    function Title() {
      const { t, i18n: used } = useTranslation('editor');
      return createElement('h1', { lang: used.language }, t('title'));
    }
    expect(renderToStaticMarkup(createElement(I18nProvider, { i18n, children: createElement(Title) }))).toBe('<h1 lang="nb">Redigering</h1>');
  });
});

describe('namespaces that load per language', () => {
  function withScreenTexts(language: string, fail = new Set<string>()) {
    const asked: string[] = [];
    const i18n = translator(language).addNamespaceLoader('screen', async (lang) => {
      asked.push(lang);
      if (fail.has(lang)) throw new Error('offline');
      return { title: lang === 'en' ? 'Checkout' : 'Kasse' };
    });
    return { i18n, asked };
  }

  it('loads the shown language and the fallback once, then has nothing to wait for', async () => {
    const { i18n, asked } = withScreenTexts('en');
    const loading = i18n.namespaceLoading('screen');
    expect(loading).not.toBeNull();
    // The same promise until it settles: React's `use` suspends on it across renders.
    expect(i18n.namespaceLoading('screen')).toBe(loading);
    await loading;
    expect(asked.sort()).toEqual(['en', 'nb']);
    expect(i18n.namespaceLoading('screen')).toBeNull();
    expect(i18n.t('title', undefined, 'screen')).toBe('Checkout');
  });

  it('loads only Norwegian when Norwegian is shown, and the other language before switching to it', async () => {
    const { i18n, asked } = withScreenTexts('nb');
    await i18n.namespaceLoading('screen');
    expect(asked).toEqual(['nb']);
    await i18n.changeLanguage('en');
    expect(asked).toEqual(['nb', 'en']);
    expect(i18n.namespaceLoading('screen')).toBeNull();
    expect(i18n.t('title', undefined, 'screen')).toBe('Checkout');
  });

  it('stops waiting after a failed load (the fallback or the key shows), and a language change tries again', async () => {
    const fail = new Set(['en']);
    const { i18n, asked } = withScreenTexts('en', fail);
    await i18n.namespaceLoading('screen');
    expect(i18n.namespaceLoading('screen')).toBeNull();
    expect(i18n.t('title', undefined, 'screen')).toBe('Kasse');
    fail.clear();
    await i18n.loadLanguages('en');
    expect(asked.filter((lang) => lang === 'en')).toHaveLength(2);
    expect(i18n.t('title', undefined, 'screen')).toBe('Checkout');
  });

  it('never makes screens wait for the default texts, which the app awaits at start', () => {
    const i18n = createTranslator({ language: 'nb', fallbackLanguage: 'nb', loadDefaultTexts: () => new Promise(() => {}) });
    expect(i18n.namespaceLoading('translation')).toBeNull();
  });
});
