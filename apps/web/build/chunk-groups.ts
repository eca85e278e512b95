// How the browser build is cut into files (rolldown's code-splitting groups). A first visit lands
// on any page, most often the home page, and loads the framework, the app code the frame and that
// page run, and the page's own module. Split by route alone, a page needed 55 to 100 scripts, and
// on a phone's connection each round of them costs a round trip (bench/RESULTS.md); in one file of
// everything two routes share, the home page loaded the listings' filters and compare window too.
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1];

/** The modules every first visit runs: the document, the shop's frame, and the home page. */
const FIRST_SCREEN =
  /apps[\\/]web[\\/]src[\\/](app[\\/](root|shop-layout|page-errors|entry\.client)\.tsx|features[\\/]home[\\/]pages[\\/]home-page\.tsx)(\?|$)/;

/**
 * App code; the buying steps' own code has its group below. The domain package's rules are left to
 * rolldown, which places each with the code that uses it: they are all imported through one index
 * that every page imports, so by importers alone every rule would look reached from the first screen.
 */
const APP_CODE = /apps[\\/]web[\\/]src[\\/](app[\\/]|shared[\\/](?!addresses|delivery|installments|orders))/;

/**
 * Whether a module is imported, directly or through others, by a first-screen module. Dynamic
 * imports are not followed: what they load comes later, in its own file. Only "reached" is kept
 * between calls: a walk that meets a module already on its path (an import cycle) answers "not
 * through here" for that path alone, which must not be remembered as the module's answer.
 */
export function firstScreenReach(): (id: string, ctx: ChunkingContext) => boolean {
  const reachedModules = new Set<string>();
  return (id, ctx) => {
    const onPath = new Set<string>();
    const walk = (current: string): boolean => {
      if (reachedModules.has(current)) return true;
      if (onPath.has(current)) return false;
      onPath.add(current);
      const importers = ctx.getModuleInfo(current)?.importers ?? [];
      if (!FIRST_SCREEN.test(current) && !importers.some(walk)) return false;
      reachedModules.add(current);
      return true;
    };
    return walk(id);
  };
}

export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  const firstScreen = firstScreenReach();
  return [
    {
      // The framework every page runs, in one file that changes only when a dependency does.
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
      priority: 20,
    },
    {
      // App code the first screen runs and another route shares: one file that every page loads.
      name: (id, ctx) => (firstScreen(id, ctx) ? 'shared' : null),
      debugName: 'shared',
      test: APP_CODE,
      minShareCount: 2,
      priority: 10,
    },
    {
      // App code two or more other pages share (the listings' filters, the compare window, the
      // sign-in forms' fields): loaded by the pages that run it, never by the home page.
      name: 'pages',
      test: APP_CODE,
      minShareCount: 2,
      priority: 9,
    },
    {
      // What the product page, the cart and checkout show of delivery and installments, with the
      // rules it draws on: one file rather than eight, loaded by none of the other pages.
      name: 'buying',
      test: /apps[\\/]web[\\/]src[\\/]shared[\\/](delivery[\\/]|installments[\\/]api|addresses[\\/](api|place-name))|packages[\\/]domain[\\/]src[\\/](governorates|delivery|installments)\.ts/,
      priority: 5,
    },
  ];
}
