// Debian's Chromium, started the same way by every page tool (Lighthouse's runs, the blocking-time
// diagnostic): no browser is ever downloaded.
import { type Language, languageFlag } from './language.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Without the networking flags Chromium reaches for the internet (there may be none) and stalls.
const NETWORK_QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium's flags for a browser whose language is `language` (web/language.ts). */
export function chromiumFlags(language: Language): string[] {
  return ['--headless=new', ...NETWORK_QUIET_FLAGS, languageFlag(language)];
}
