import { Fragment, type ReactNode } from 'react';
import { cn } from './cn';

// Latin and numeric runs inside Arabic text are isolated, so the Unicode bidi algorithm cannot
// reorder them with the Arabic around them: "12 Tahrir St" stays as written instead of reading
// "Tahrir St 12", and a phone number stays where the sentence puts it.

/**
 * An identifier (an order number, a phone number, a code): always left to right, isolated, and
 * never broken across lines, so "KH-20261125-GTFYFH" is read and copied whole.
 */
export function Identifier({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={cn('whitespace-nowrap', className)}>
      {children}
    </bdi>
  );
}

/** An e-mail address: left to right and isolated; a long one may wrap anywhere rather than overflow. */
export function EmailText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={cn('wrap-anywhere', className)}>
      {children}
    </bdi>
  );
}

/** What a person typed (a name, an address line): isolated, in the direction of its own first letter. */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={className}>{children}</bdi>;
}

/** The placeholder a translated text keeps for a value drawn by `Sentence`: `t(key, { number: slot('number') })`. */
export const slot = (name: string) => `{{${name}}}`;

/**
 * A translated sentence with some of its values drawn as elements, e.g. an order number isolated
 * in `<Identifier>`. The text comes from `t()` with `slot(name)` for those values (i18next leaves
 * an interpolated value as it is), so the sentence's word order stays the translator's.
 */
export function Sentence({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{\{(\w+)\}\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <Fragment key={index}>{part in values ? values[part] : slot(part)}</Fragment>
        ),
      )}
    </>
  );
}
