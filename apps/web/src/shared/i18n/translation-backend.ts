import { isLanguage, type Language } from '@kahraba/domain';
import type { BackendModule } from 'i18next';
import type { TranslationTree } from './locale-files';

/** Where an i18next instance gets its texts: lazily in the app, at once in tests. */
export type TranslationLoader = (
  language: Language,
  namespace: string,
) => TranslationTree | Promise<TranslationTree>;

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as Promise<T>).then === 'function';

/**
 * An i18next backend over a loader. A loader that answers synchronously makes loading synchronous
 * too, so tests render translated text on the first render.
 */
export function translationBackend(load: TranslationLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language, namespace, callback) {
      // i18next only asks for languages it supports; anything else is a bug worth a clear error.
      if (!isLanguage(language)) {
        callback(new Error(`Unsupported language "${language}"`), false);
        return;
      }
      let result: TranslationTree | Promise<TranslationTree>;
      try {
        result = load(language, namespace);
      } catch (error) {
        callback(error as Error, false);
        return;
      }
      if (isPromise(result)) {
        result.then(
          (texts) => callback(null, texts),
          (error: unknown) => callback(error as Error, false),
        );
      } else {
        callback(null, result);
      }
    },
  };
}
