import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, currentLanguage, i18n, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n';
import { bundledTranslations } from './testing/bundled-translations';

// Every namespace at once: a key missing from either language in any file fails here.
const en = bundledTranslations.en as unknown as Tree;
const ar = bundledTranslations.ar as unknown as Tree;

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural keys differ by language (Arabic has six forms, English two): compare their base names. */
function baseKeys(tree: Tree): string[] {
  return [...new Set(keysOf(tree).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function pluralForms(tree: Tree, base: string): string[] {
  return keysOf(tree)
    .filter((key) => key.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(key))
    .map((key) => PLURAL_SUFFIX.exec(key)![1]!)
    .sort();
}

describe('translations', () => {
  it('come in the same files for both languages', () => {
    expect(Object.keys(bundledTranslations).sort()).toEqual(['ar', 'en']);
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('have the same keys in English and Arabic', () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
  });

  it('give every plural key each form its language needs, and the same forms in both files', () => {
    // English only ever picks "one" and "other" (or "zero" for 0); its other forms repeat "other" so
    // both files carry exactly the same keys.
    const pluralBases = baseKeys(en).filter((base) => pluralForms(en, base).length > 0);
    expect(pluralBases.length).toBeGreaterThan(0);
    for (const base of pluralBases) {
      expect(pluralForms(en, base), base).toEqual(pluralForms(ar, base));
      for (const [tree, lang] of [
        [en, 'en'],
        [ar, 'ar'],
      ] as const) {
        expect(pluralForms(tree, base), `${lang}: ${base}`).toEqual(
          expect.arrayContaining(new Intl.PluralRules(lang).resolvedOptions().pluralCategories),
        );
      }
    }
  });

  it('leave no text empty and keep placeholders the same in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const lookup = (tree: Tree, key: string) =>
      key
        .split('.')
        .reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
    for (const key of keysOf(en)) {
      const english = lookup(en, key);
      expect(typeof english === 'string' && english.trim() !== '', key).toBe(true);
    }
    for (const key of keysOf(ar)) {
      const arabic = lookup(ar, key) as string;
      expect(arabic.trim(), key).not.toBe('');
      const english = lookup(en, key) ?? lookup(en, key.replace(PLURAL_SUFFIX, '_other'));
      // Arabic's singular and dual forms spell the number out, so they may drop {{count}}.
      if (typeof english === 'string' && !/_(zero|one|two)$/.test(key)) {
        expect(placeholders(arabic), key).toEqual(placeholders(english));
      }
    }
  });
});

describe('i18n', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sets lang and dir on <html> when the language changes, and remembers the choice', async () => {
    await setLanguage('ar', i18n);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(i18n.t('app.name')).toBe('كهربا');

    await setLanguage('en', i18n);
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('prefers the stored language over the browser language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const instance = createI18n();
    expect(currentLanguage(instance)).toBe('ar');
    expect(instance.language).toBe('ar');
  });

  it('takes the browser language, reducing ar-EG to ar', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en-US']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ar-EG');
    const instance = createI18n();
    expect(instance.language).toBe('ar');
  });

  it('falls back to English for languages it does not ship', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    document.documentElement.lang = 'de';
    const instance = createI18n();
    expect(currentLanguage(instance)).toBe('en');
    expect(instance.t('app.loading')).toBe('Loading...');
  });

  it("writes every number a text interpolates with the shop's one format, Western digits in Arabic", async () => {
    await i18n.loadNamespaces('search');
    expect(i18n.t('search:count', { count: 1204 })).toBe('1,204 products found');
    expect(i18n.t('search:countAtLeast', { total: 1000 })).toBe('1,000+ products found');
    await setLanguage('ar', i18n);
    const arabic = [i18n.t('search:count', { count: 28 }), i18n.t('search:count', { count: 1204 })];
    expect(arabic[0]).toContain('28');
    expect(arabic[1]).toContain('1,204');
    for (const text of arabic) expect(text).not.toMatch(/[٠-٩]/);
    await setLanguage('en', i18n);
  });

  it('fails loudly on a missing key in tests', () => {
    // @ts-expect-error: the key does not exist, which is the point.
    expect(() => i18n.t('nav.doesNotExist')).toThrow(/Missing translation key/);
  });
});
