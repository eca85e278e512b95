// One Lighthouse run: a fresh headless Chromium (Debian's), the mobile preset with its default
// simulated throttling, the performance and accessibility categories, and the page language read back.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_PATH, chromiumFlags } from './chromium.ts';
import { DOCUMENT_LANGUAGE_AUDIT, documentLanguageConfig } from './document-language.ts';
import { figuresOfRun, type LighthouseResultLike, type RunFigures } from './figures.ts';
import { type Language, languageMismatch } from './language.ts';

export interface LighthouseRunOptions {
  /** Where to keep the full Lighthouse report (JSON), for looking into a missed budget. */
  reportPath?: string;
  /** The Cookie header of a signed-in shopper ("name=value; …"); a guest's load sends none. */
  cookie?: string;
}

/**
 * Puts the shopper's cookies in the fresh browser's own cookie jar, as a signed-in browser has them.
 * A Cookie request header (Lighthouse's extraHeaders) reaches the document but not the page's own
 * fetches, which the API then answers 401, sending the page to /login mid-measurement.
 */
async function signIn(port: number, url: string, cookie: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const { hostname } = new URL(url);
    await browser.setCookie(
      ...cookie.split(';').map((pair) => {
        const [name = '', ...value] = pair.trim().split('=');
        return {
          name,
          value: value.join('='),
          domain: hostname,
          path: '/',
          httpOnly: true,
          sameSite: 'Lax' as const,
        };
      }),
    );
  } finally {
    await browser.disconnect();
  }
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
    if (options.cookie) await signIn(chrome.port, url, options.cookie);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        // The profile is new for every run, so its cache is empty anyway; resetting its storage
        // would also drop the cookie just set.
        ...(options.cookie ? { disableStorageReset: true } : {}),
      },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance', 'accessibility', 'seo'],
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
