import {
  closestVariant,
  isExactChoice,
  optionValueName,
  type ProductFamily,
  type ProductVariant,
  sortAxisValues,
  type VariantAxis,
  type VariantOptions,
} from '@kahraba/domain';
import { type KeyboardEvent, useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { cn } from '../../../shared/ui/cn';
import { swatchColor } from '../lib/swatch-color';

// The product's family offered as one radio group per option (colour, storage, RAM, size). Each
// choice is a link to the sibling it leads to, so the server-rendered page switches variants
// without scripts; with them, choosing replaces the history entry and keeps the scroll, as a
// shopper trying colours expects the Back button to leave the product rather than each colour.

interface Choice {
  value: string;
  target: ProductVariant;
  /** The sibling keeps every other current option (else choosing this also changes them). */
  exact: boolean;
}

function choicesOf(family: ProductFamily, current: VariantOptions, axis: VariantAxis): Choice[] {
  const values = sortAxisValues(
    axis,
    family.variants.flatMap((v) => v.options[axis] ?? []),
  );
  return values.flatMap((value) => {
    const target = closestVariant(family.variants, family.axes, current, axis, value);
    return target ? [{ value, target, exact: isExactChoice(target, family.axes, current, axis) }] : [];
  });
}

/**
 * What a page reached by an option that changes others carries (history state): the axis the
 * shopper chose on, and the options they had, so the new page says what else changed and why.
 */
interface VariantChange {
  axis: VariantAxis;
  from: VariantOptions;
}

const isVariantChange = (state: unknown): state is { variantChange: VariantChange } =>
  typeof state === 'object' && state !== null && 'variantChange' in state;

/** Whether arrow keys run right to left here (they follow the reading direction, as in Arabic). */
const isRightToLeft = (element: Element) => element.closest('[dir]')?.getAttribute('dir') === 'rtl';

function OptionGroup({
  family,
  current,
  axis,
}: {
  family: ProductFamily;
  current: VariantOptions;
  axis: VariantAxis;
}) {
  const { t, i18n } = useTranslation('product');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const labelId = useId();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const choices = choicesOf(family, current, axis);
  const chosen = current[axis];
  const nameOf = (value: string) => optionValueName(axis, value, language, family.valueNamesAr);
  const changeState = (choice: Choice) =>
    choice.exact ? undefined : { variantChange: { axis, from: current } satisfies VariantChange };

  const choose = (index: number) => {
    const choice = choices[index];
    if (!choice) return;
    links.current[index]?.focus();
    void navigate(paths.product(choice.target.id), {
      replace: true,
      preventScrollReset: true,
      state: changeState(choice),
    });
  };

  // The radio group keys of WAI-ARIA: arrows move to the next or previous choice and choose it,
  // wrapping at the ends; Space chooses the focused one (Enter follows the link anyway).
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const backwards = isRightToLeft(event.currentTarget) ? 'ArrowRight' : 'ArrowLeft';
    const forwards = isRightToLeft(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    let next: number | undefined;
    if (event.key === forwards || event.key === 'ArrowDown') next = (index + 1) % choices.length;
    else if (event.key === backwards || event.key === 'ArrowUp')
      next = (index - 1 + choices.length) % choices.length;
    else if (event.key === ' ') next = index;
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-semibold text-navy-900">
        {t(`options.axes.${axis}`)}
        {chosen && (
          <>
            {': '}
            <bdi className="font-normal text-navy-700">{nameOf(chosen)}</bdi>
          </>
        )}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {choices.map((choice, index) => {
          const checked = choice.value === chosen;
          const outOfStock = !choice.target.inStock;
          return (
            <Link
              key={choice.value}
              ref={(element) => {
                links.current[index] = element;
              }}
              to={paths.product(choice.target.id)}
              replace
              preventScrollReset
              state={changeState(choice)}
              role="radio"
              aria-checked={checked}
              // One stop per group for Tab: the chosen value (or the first, if none is).
              tabIndex={checked || (chosen === undefined && index === 0) ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
              data-testid={`option-${axis}`}
              className={cn(
                'inline-flex min-h-10 items-center gap-2 rounded-lg border px-3 py-1.5 text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700',
                checked
                  ? 'border-navy-900 bg-navy-50 font-semibold text-navy-950 ring-1 ring-navy-900'
                  : 'border-navy-200 bg-white text-navy-800 hover:border-navy-400',
                !choice.exact && !checked && 'border-dashed',
                outOfStock && 'text-navy-500',
              )}
            >
              {axis === 'color' && (
                <span
                  aria-hidden="true"
                  className="size-5 shrink-0 rounded-full ring-1 ring-navy-300"
                  style={{ backgroundColor: swatchColor(choice.value) }}
                />
              )}
              <bdi className={cn(outOfStock && 'line-through')}>{nameOf(choice.value)}</bdi>
              {outOfStock && <span className="text-xs">{t('options.outOfStock')}</span>}
              {!choice.exact && !checked && <span className="sr-only">{t('options.changesOthers')}</span>}
            </Link>
          );
        })}
      </div>
    </div>
  );
}

/** The family's options, or nothing for a product without siblings. */
export function ProductOptions({
  family,
  options,
}: {
  family: ProductFamily | null | undefined;
  options: VariantOptions | null | undefined;
}) {
  const { t, i18n } = useTranslation('product');
  const language = currentLanguage(i18n);
  const { state } = useLocation();
  if (!family || family.variants.length < 2) return null;
  const current = options ?? {};
  // Reached by a choice that changed other options too: say which, right where the shopper chose.
  const change = isVariantChange(state) ? state.variantChange : undefined;
  const nameOf = (axis: VariantAxis, value: string) =>
    optionValueName(axis, value, language, family.valueNamesAr);
  const changed = change
    ? family.axes.filter(
        (axis) => axis !== change.axis && current[axis] && change.from[axis] !== current[axis],
      )
    : [];
  const chosenValue = change ? current[change.axis] : undefined;
  return (
    <section id="options" aria-label={t('options.label')} className="flex flex-col gap-4">
      {family.axes.map((axis) => (
        <OptionGroup key={axis} family={family} current={current} axis={axis} />
      ))}
      <p role="status" className="text-sm font-medium text-navy-800 empty:hidden">
        {change && chosenValue && changed.length > 0
          ? t('options.switched', {
              chosen: nameOf(change.axis, chosenValue),
              others: changed.map((axis) => nameOf(axis, current[axis]!)).join(', '),
            })
          : null}
      </p>
    </section>
  );
}
