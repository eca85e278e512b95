// Relevance benchmark: the evaluation set (queries.ts) searched with "Best match" on the demo
// catalog, each answer's first ten results graded by the set's rules, against RELEVANCE_BUDGETS
// (budgets.ts): mean NDCG@10 and the share of queries whose first result is relevant. The catalog
// is deterministic, so the smoke run (CI) keeps the same budgets on fewer products.
//
//   node --import tsx relevance/run.ts              build if needed, 5 000 products on PGlite
//   node --import tsx relevance/run.ts --smoke      2 000 products, the existing build if there is one
//   node --import tsx relevance/run.ts --verbose    every query's figures and first results
import { parseArgs } from 'node:util';
import { withCatalogServer } from '../api/server.ts';
import { type Figure, reportFigures } from '../lib/budget.ts';
import { buildProduction, isBuilt } from '../web/server.ts';
import { FULL_RUN, RELEVANCE_BUDGETS, SMOKE_RUN } from './budgets.ts';
import { firstRelevant, ndcgAt } from './metrics.ts';
import { EVALUATION_SET, type JudgedProduct, leadRule, type QueryKind } from './queries.ts';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const smoke = args.smoke === true;
const settings = smoke ? SMOKE_RUN : FULL_RUN;

interface ListAnswer {
  data: (JudgedProduct & { id: string })[];
  hasNextPage: boolean;
  didYouMean?: string;
  correctedQuery?: string;
}

async function list(baseUrl: string, params: Record<string, string>): Promise<ListAnswer> {
  const res = await fetch(`${baseUrl}/api/product?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`GET /api/product ${JSON.stringify(params)}: ${res.status}`);
  return (await res.json()) as ListAnswer;
}

/** Every product, a page of 100 at a time: the judgments' ideal order is worked out over them all. */
async function wholeCatalog(baseUrl: string): Promise<JudgedProduct[]> {
  const all: JudgedProduct[] = [];
  for (let page = 1; ; page++) {
    const answer = await list(baseUrl, { page: String(page), limit: '100', sort: 'name-asc' });
    all.push(...answer.data);
    if (!answer.hasNextPage) return all;
  }
}

interface Scored {
  q: string;
  kind: QueryKind;
  ndcg: number;
  first: boolean;
  top: string[];
  note: string;
}

async function main(): Promise<number> {
  if (args['no-build'] === true || (smoke && isBuilt())) console.log('using the existing production build');
  else {
    console.log('building for production (npm run build)');
    buildProduction();
  }
  const { preparePglite } = await import('../api/database.ts');
  console.log(`\nPGlite ${settings.products}: preparing the catalog…`);
  const catalog = await preparePglite({
    products: settings.products,
    shoppers: 1,
    checkoutProducts: 0,
    sampleProducts: 0,
  });
  return withCatalogServer(catalog, async (server) => {
    const products = await wholeCatalog(server.baseUrl);
    const facts = { leadOf: leadRule(products) };
    const scored: Scored[] = [];
    for (const query of EVALUATION_SET) {
      const answer = await list(server.baseUrl, { q: query.q, sort: 'relevance', page: '1', limit: '10' });
      const grades = answer.data.map((p) => query.judge(p, facts));
      const ideal = products.map((p) => query.judge(p, facts));
      scored.push({
        q: query.q,
        kind: query.kind,
        ndcg: ndcgAt(10, grades, ideal),
        first: firstRelevant(grades, ideal),
        top: answer.data.slice(0, 3).map((p, k) => `${grades[k]} ${p.name}`),
        note: [
          answer.correctedQuery ? `corrected to "${answer.correctedQuery}"` : '',
          answer.didYouMean ? `did you mean "${answer.didYouMean}"` : '',
        ]
          .filter(Boolean)
          .join(', '),
      });
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const weak = scored.filter((s) => s.ndcg < 0.9 || !s.first);
    for (const s of args.verbose === true ? scored : weak)
      console.log(
        `  ${s.ndcg.toFixed(2)} ${s.first ? 'first ok ' : 'first BAD'} [${s.kind}] "${s.q}"${s.note ? ` (${s.note})` : ''}\n` +
          s.top.map((t) => `      ${t}`).join('\n'),
      );
    const kinds = [...new Set(scored.map((s) => s.kind))];
    const figures: Figure[] = [
      {
        name: `NDCG@10, ${scored.length} queries (PGlite ${settings.products})`,
        value: mean(scored.map((s) => s.ndcg)),
        unit: '',
        budget: RELEVANCE_BUDGETS.ndcgAt10Min,
        comparison: 'min',
      },
      {
        name: 'first result relevant',
        value: 100 * mean(scored.map((s) => (s.first ? 1 : 0))),
        unit: '%',
        budget: 100 * RELEVANCE_BUDGETS.firstRelevantMin,
        comparison: 'min',
      },
      ...kinds.map(
        (kind): Figure => ({
          name: `NDCG@10, ${kind} (${scored.filter((s) => s.kind === kind).length})`,
          value: mean(scored.filter((s) => s.kind === kind).map((s) => s.ndcg)),
          unit: '',
          comparison: 'info',
        }),
      ),
    ];
    return reportFigures(`Search relevance (${smoke ? 'smoke run' : 'full run'})`, figures);
  });
}

process.exit((await main()) === 0 ? 0 : 1);
