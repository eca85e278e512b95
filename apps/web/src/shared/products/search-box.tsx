import {
  type Category,
  effectivePrice,
  isCategoryPageKey,
  isSearchCategory,
  LIMITS,
  type Product,
} from '@kahraba/domain';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../paths';
import { cn } from '../ui/cn';
import { Price } from '../ui/price';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { useSuggestions } from './api';
import { ProductImage } from './product-image';
import { productName } from './product-text';

type SuggestionOption =
  | { kind: 'brand'; id: string; brand: string }
  | { kind: 'product'; id: string; product: Product }
  | { kind: 'category'; id: string; category: Category }
  | { kind: 'browseAll'; id: string };

type GroupKind = 'brand' | 'product' | 'category' | 'browseAll';

/** Where a suggestion leads (SPEC §2). */
function suggestionPath(option: SuggestionOption): string {
  switch (option.kind) {
    case 'brand':
      return paths.search({ brand: option.brand });
    case 'product':
      return paths.product(option.product._id);
    case 'category':
      // Search covers six categories; Gaming has only its category page.
      if (isSearchCategory(option.category)) return paths.search({ category: option.category });
      return isCategoryPageKey(option.category) ? paths.category(option.category) : paths.search();
    case 'browseAll':
      return paths.search();
  }
}

const sizes = {
  md: 'h-11 text-sm',
  lg: 'h-14 text-base',
} as const;

export interface SearchBoxProps {
  defaultValue?: string;
  /** Called with the trimmed text on submit instead of going to /search?q=. */
  onSearch?: (q: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
  size?: keyof typeof sizes;
  className?: string;
  /**
   * The header's box names its search landmark apart from a page's own box, so a screen reader's
   * list of landmarks tells the two apart.
   */
  inHeader?: boolean;
}

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      className="size-5"
    >
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5" />
    </svg>
  );
}

/**
 * The product search box: an ARIA 1.2 combobox whose suggestions (brands, products, categories)
 * appear once typing has paused for LIMITS.suggestDelayMs. Focus stays in the text field; the
 * arrow keys move the active suggestion (aria-activedescendant), Enter follows it or searches the
 * text, Escape closes the list and then clears the text.
 */
export function SearchBox({
  defaultValue = '',
  onSearch,
  placeholder,
  autoFocus = false,
  size = 'md',
  className,
  inHeader = false,
}: SearchBoxProps) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;

  const [value, setValue] = useState(defaultValue);
  // A new default (the page's ?q= changed) replaces what is typed.
  const [shownDefault, setShownDefault] = useState(defaultValue);
  if (defaultValue !== shownDefault) {
    setShownDefault(defaultValue);
    setValue(defaultValue);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = value.trim();
  const term = useDebouncedValue(typed, LIMITS.suggestDelayMs);
  const suggestions = useSuggestions(open ? term : '');
  const data = open && typed !== '' && term !== '' ? suggestions.data : undefined;

  const groups: Array<{ kind: GroupKind; label: string | null; options: SuggestionOption[] }> = [];
  if (data) {
    const brands = data.brands.slice(0, LIMITS.suggestBrands);
    const products = data.products.slice(0, LIMITS.suggestProducts);
    if (brands.length > 0)
      groups.push({
        kind: 'brand',
        label: t('search.brands'),
        options: brands.map((brand, i) => ({ kind: 'brand', id: `${baseId}-brand-${i}`, brand })),
      });
    if (products.length > 0)
      groups.push({
        kind: 'product',
        label: t('search.products'),
        options: products.map((product, i) => ({ kind: 'product', id: `${baseId}-product-${i}`, product })),
      });
    if (data.categories.length > 0)
      groups.push({
        kind: 'category',
        label: t('search.categories'),
        options: data.categories.map((category, i) => ({
          kind: 'category',
          id: `${baseId}-category-${i}`,
          category,
        })),
      });
    if (groups.length === 0)
      groups.push({ kind: 'browseAll', label: null, options: [{ kind: 'browseAll', id: `${baseId}-all` }] });
  }
  const options = groups.flatMap((group) => group.options);
  const expanded = options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: SuggestionOption) {
    close();
    navigate(suggestionPath(option));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (activeOption) {
      choose(activeOption);
      return;
    }
    close();
    if (onSearch) onSearch(typed);
    else navigate(paths.search(typed ? { q: typed } : undefined));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (expanded) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (expanded) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value !== '') {
          event.preventDefault();
          setValue('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  }

  function renderOption(option: SuggestionOption, index: number): ReactNode {
    let content: ReactNode;
    switch (option.kind) {
      case 'brand':
        content = <span className="font-semibold">{option.brand}</span>;
        break;
      case 'product':
        content = (
          <>
            <ProductImage src={option.product.image} alt="" className="size-10 shrink-0 rounded-md" />
            <span className="line-clamp-2 min-w-0 flex-1">{productName(option.product, language)}</span>
            <Price amount={effectivePrice(option.product)} className="shrink-0 text-sm" />
          </>
        );
        break;
      case 'category':
        content = <span>{t(`categoryNames.${option.category}`)}</span>;
        break;
      case 'browseAll':
        content = <span className="text-navy-700">{t('search.browseAll')}</span>;
        break;
    }
    const isActive = index === active;
    return (
      // Keyboard use goes through the text field (aria-activedescendant); options only take the mouse.
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
      <div
        key={option.id}
        id={option.id}
        role="option"
        tabIndex={-1}
        aria-selected={isActive}
        // Keep focus in the text field, so the list does not close before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => {
          if (!isActive) setActive(index);
        }}
        onClick={() => choose(option)}
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-navy-900',
          isActive && 'bg-navy-100',
        )}
      >
        {content}
      </div>
    );
  }

  let announcement = '';
  if (expanded)
    announcement =
      options[0]?.kind === 'browseAll'
        ? t('search.noSuggestions')
        : t('search.suggestions', { count: options.length });

  let index = -1;
  return (
    // <search> would say the same, but jsdom and older Safari do not know it yet.
    // Before the page's scripts run (or without them) the form itself goes to /search?q=.
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is understood everywhere
    <form
      role="search"
      aria-label={inHeader ? t('search.headerLandmark') : t('search.label')}
      method="get"
      action={paths.search()}
      onSubmit={onSubmit}
      className={cn('relative', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div
        className={cn(
          'flex items-center rounded-xl bg-white ring-1 ring-navy-200 focus-within:ring-2 focus-within:ring-volt-500',
          sizes[size],
        )}
      >
        <input
          id={inputId}
          name="q"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: only where the page is about searching (the landing)
          autoFocus={autoFocus}
          value={value}
          placeholder={placeholder ?? t('search.placeholder')}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className="h-full min-w-0 flex-1 rounded-s-xl bg-transparent ps-4 pe-2 text-navy-950 placeholder:text-navy-400 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t('search.submit')}
          className="me-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-volt-400 text-navy-950 hover:bg-volt-300"
        >
          <SearchIcon />
        </button>
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('search.label')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-navy-200"
      >
        {groups.map((group) => {
          const headingId = `${baseId}-${group.kind}-heading`;
          if (group.label === null) return group.options.map((option) => renderOption(option, ++index));
          return (
            // A fieldset is for form controls; a listbox groups its options with role="group".
            // biome-ignore lint/a11y/useSemanticElements: ARIA grouped listbox pattern
            <div key={group.kind} role="group" aria-labelledby={headingId}>
              <div
                role="presentation"
                id={headingId}
                className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-navy-500 uppercase"
              >
                {group.label}
              </div>
              {group.options.map((option) => renderOption(option, ++index))}
            </div>
          );
        })}
      </div>
      <div role="status" className="sr-only">
        {announcement}
      </div>
    </form>
  );
}
