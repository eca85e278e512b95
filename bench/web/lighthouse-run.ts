// One Lighthouse run: a fresh headless Chromium (Debian's), the mobile preset with its default
// simulated throttling, the performance and accessibility categories, and the page language read back.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DOCUMENT_LANGUAGE_AUDIT, documentLanguageConfig } from './document-language.ts';
import { figuresOfRun, type LighthouseResultLike, type RunFigures } from './figures.ts';
import { type Language, languageFlag, languageMismatch } from './language.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Without the networking flags Chromium reaches for the internet (there may be none) and stalls.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRunOptions {
  /** Where to keep the full Lighthouse report (JSON), for looking into a missed budget. */
  reportPath?: string;
}

export async function runLighthouse(
  url: string,
  language: Language,
  options: LighthouseRunOptions = {},
): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, languageFlag(language)],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json' },
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
