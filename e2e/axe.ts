import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core's WCAG 2 A and AA rules and its best practices, run inside a page. axe is injected into
// the page, which the store's Content-Security-Policy rightly refuses: a spec that uses this sets
// `test.use({ bypassCSP: true })`.

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** The page's violations, one line each: the rule, what it asks and where it fails. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
    });
    return result.violations;
  });
  return (found as Violation[]).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
