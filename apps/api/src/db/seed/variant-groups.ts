// How the demo catalog groups its products into families (decision 0013). The rule, applied to
// each hand-written model line: products that differ only in colour, memory (RAM and storage) or
// case size form one family; any other difference (a cable's length, a game's platform, a case's
// phone) makes separate families, one per such variant, still spanning its colours. Used products
// stay out: their condition is not an option. A long benchmark catalog repeats every line's
// combinations in rounds; each round is a family of its own, so no two variants of one family
// share their options. Worked out once per line at load, so generating a product stays a lookup.

import { type OptionNamesAr, VARIANT_AXES, type VariantAxis, type VariantOptions } from '@kahraba/domain';
import { kebab } from './catalog-text.js';
import type { Family } from './family.js';

export interface SeedFamily {
  slug: string;
  name: string;
  nameAr: string;
  brand: string;
  axes: VariantAxis[];
  valueNamesAr: OptionNamesAr;
}

interface LinePlan {
  /** Per variant: the family it belongs to (before rounds), or null when it varies in nothing. */
  readonly groups: readonly (SeedFamily | null)[];
  /** Per variant: its memory or size options. */
  readonly variantOptions: readonly VariantOptions[];
}

const SIZE = /^\d{1,3}mm$/;

/** The variants' memory or size options when those are all they differ in, else null. */
function memoryOrSizeOptions(line: Family): VariantOptions[] | null {
  if (line.variants.length < 2) return null;
  let options: VariantOptions[];
  if (line.productType === 'MobileTablet' || line.productType === 'Laptop') {
    options = line.variants.map((v) => {
      const specs = { ...line.specs, ...v.specs };
      const storage = (specs.internalMemory ?? specs.hardDisk ?? '').replace(/ SSD$/, '');
      return { ram: specs.ram ?? '', storage };
    });
    for (const axis of ['ram', 'storage'] as const) {
      if (new Set(options.map((o) => o[axis])).size === 1) for (const o of options) delete o[axis];
    }
  } else if (line.variants.every((v) => SIZE.test(v.label))) {
    options = line.variants.map((v) => ({ size: v.label }));
  } else {
    return null;
  }
  const keys = options.map((o) => JSON.stringify(o));
  const distinct = new Set(keys).size === keys.length;
  const wellFormed = options.every((o) => Object.values(o).every((value) => value !== ''));
  return distinct && wellFormed ? options : null;
}

function planLine(line: Family): LinePlan {
  const colorAxis = line.colors.length > 1;
  const valueNamesAr: OptionNamesAr = colorAxis ? { color: Object.fromEntries(line.colors) } : {};
  const shared = memoryOrSizeOptions(line);
  if (shared) {
    const varying = new Set<VariantAxis>(shared.flatMap((o) => Object.keys(o) as VariantAxis[]));
    if (colorAxis) varying.add('color');
    const family: SeedFamily = {
      slug: kebab(line.name),
      name: line.name,
      nameAr: line.nameAr,
      brand: line.brand,
      axes: VARIANT_AXES.filter((axis) => varying.has(axis)),
      valueNamesAr,
    };
    return { groups: line.variants.map(() => family), variantOptions: shared };
  }
  return {
    groups: line.variants.map((v) =>
      colorAxis
        ? {
            slug: kebab(`${line.name} ${v.label}`),
            name: v.label ? `${line.name} ${v.label}` : line.name,
            nameAr: v.labelAr ? `${line.nameAr} ${v.labelAr}` : line.nameAr,
            brand: line.brand,
            axes: ['color'],
            valueNamesAr,
          }
        : null,
    ),
    variantOptions: line.variants.map(() => ({})),
  };
}

const PLANS = new Map<Family, LinePlan>();

/**
 * The family of a new product of `line` in configuration `variantIndex` and colour `color`, in
 * the `round`-th pass over the line's combinations, and its options there; null for none.
 */
export function seedVariantOf(
  line: Family,
  variantIndex: number,
  color: readonly [en: string, ar: string] | null,
  round: number,
): { family: SeedFamily; options: VariantOptions } | null {
  let plan = PLANS.get(line);
  if (!plan) {
    plan = planLine(line);
    PLANS.set(line, plan);
  }
  const group = plan.groups[variantIndex];
  if (!group) return null;
  const options: VariantOptions = { ...plan.variantOptions[variantIndex] };
  if (group.axes.includes('color') && color) options.color = color[0];
  const family = round === 0 ? group : { ...group, slug: `${group.slug}-round-${round + 1}` };
  return { family, options };
}
