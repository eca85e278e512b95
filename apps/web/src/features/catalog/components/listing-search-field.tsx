import { LIMITS } from '@kahraba/domain';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { controlClasses } from '../../../shared/ui/field';

export interface ListingSearchFieldProps {
  /** The search text in the URL. */
  value: string | undefined;
  /** Called with the trimmed text (undefined when blank) after typing pauses, or at once on Enter. */
  onSearch: (value: string | undefined) => void;
  label: string;
  placeholder?: string;
  className?: string;
}

/**
 * A search field kept in step with the URL both ways: typing updates the URL once the shopper
 * pauses (the same pause as the search box's suggestions), and a URL change (Back, Clear all)
 * shows its text in the field, without ever moving focus out of it.
 */
export function ListingSearchField({
  value,
  onSearch,
  label,
  placeholder,
  className,
}: ListingSearchFieldProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // The URL moved on its own (not from this field's typing): show what it says now.
    setShownValue(value);
    if ((value ?? '') !== draft.trim()) setDraft(value ?? '');
  }

  const onSearchRef = useRef(onSearch);
  useLayoutEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    const next = draft.trim();
    if (next === (value ?? '')) return;
    const timer = setTimeout(() => onSearchRef.current(next || undefined), LIMITS.suggestDelayMs);
    return () => clearTimeout(timer);
  }, [draft, value]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = draft.trim();
    if (next !== (value ?? '')) onSearch(next || undefined);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to jsdom and older Safari yet
    <form role="search" aria-label={label} onSubmit={submit} className={cn('flex gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        className={controlClasses}
      />
      <Button type="submit" variant="secondary">
        {t('category.searchSubmit')}
      </Button>
    </form>
  );
}
