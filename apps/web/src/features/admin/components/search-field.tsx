import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/field';

export interface SearchFieldProps {
  label: string;
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
  placeholder?: string;
}

/**
 * A search box that asks the API once per search (Enter or the button), not once per key:
 * staff type order numbers and e-mails whole.
 */
export function SearchField({ label, value, onSearch, placeholder }: SearchFieldProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value ?? '');
  // Back/forward or a cleared filter changes the URL: show what is searched for now.
  useEffect(() => setText(value ?? ''), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and to jsdom); the role says the same everywhere
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <Input
        label={label}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        fieldClassName="min-w-48 flex-1"
      />
      <Button type="submit" variant="secondary">
        {t('actions.search')}
      </Button>
    </form>
  );
}
