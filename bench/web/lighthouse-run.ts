// One Lighthouse run: a fresh headless Chromium (Debian's), the mobile preset with its default
// simulated throttling, the performance and accessibility categories, and the page language read back.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, chromiumFlags } from './chromium.ts';
import { DOCUMENT_LANGUAGE_AUDIT, documentLanguageConfig } from './document-language.ts';
import { figuresOfRun, type LighthouseResultLike, type RunFigures } from './figures.ts';
import { type Language, languageMismatch } from './language.ts';

export interface LighthouseRunOptions {
  /** Where to keep the full Lighthouse report (JSON), for looking into a missed budget. */
  reportPath?: string;
  /** The Cookie header of a signed-in shopper; a guest's load sends none. */
  cookie?: string;
}

export async function runLighthouse(
  url: string,
  language: Language,
  options: LighthouseRunOptions = {},
): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: chromiumFlags(language),
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
      },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance', 'accessibility'],
          // Kept beside the categories although it belongs to none.
          onlyAudits: [DOCUMENT_LANGUAGE_AUDIT],
        },
        ...documentLanguageConfig,
      },
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (options.reportPath) writeFileSync(options.reportPath, String(result.report));
    const figures = figuresOfRun(result.lhr as unknown as LighthouseResultLike, DOCUMENT_LANGUAGE_AUDIT);
    const mismatch = languageMismatch(language, figures.rendered);
    if (mismatch) throw new Error(`${url} in ${language}: ${mismatch}`);
    return figures;
  } finally {
    chrome.kill();
  }
}
