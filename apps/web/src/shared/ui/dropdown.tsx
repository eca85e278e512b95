import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from './cn';

export type DropdownItem =
  | { id: string; label: ReactNode; to: string }
  | { id: string; label: ReactNode; onSelect: () => void };

export interface DropdownProps {
  /** The content of the toggle button. */
  label: ReactNode;
  /** An accessible name when `label` is only an icon. */
  buttonLabel?: string;
  items: readonly DropdownItem[];
  buttonClassName?: string;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  /**
   * Under md (768px) open in place, in the dark colours of the collapsed navbar menu, instead
   * of floating over the page.
   */
  inlineOnSmallScreens?: boolean;
  className?: string;
}

const panelClasses = {
  floating: 'absolute top-full mt-2 bg-white shadow-lg ring-1 ring-navy-200',
  inline:
    'static mt-1 bg-navy-900 md:absolute md:top-full md:mt-2 md:bg-white md:shadow-lg md:ring-1 md:ring-navy-200',
} as const;

const itemClasses = {
  floating: 'text-navy-900 hover:bg-navy-100 focus-visible:bg-navy-100',
  inline:
    'text-navy-100 hover:bg-navy-800 focus-visible:bg-navy-800 md:text-navy-900 md:hover:bg-navy-100 md:focus-visible:bg-navy-100',
} as const;

/**
 * A disclosure that shows a short list of links or actions (the navbar's categories, products
 * and account menus). It is the APG "disclosure navigation" pattern rather than role="menu", so
 * links stay links to screen readers, plus menu-like keys: ArrowDown/ArrowUp open it and move
 * between entries, Home/End jump, Escape closes it and returns focus to the button. A click
 * outside or focus leaving it closes it too.
 */
function entriesIn(container: HTMLElement | null): HTMLElement[] {
  return Array.from(container?.querySelectorAll<HTMLElement>('[data-dropdown-item]') ?? []);
}

export function Dropdown({
  label,
  buttonLabel,
  items,
  buttonClassName,
  align = 'start',
  inlineOnSmallScreens = false,
  className,
}: DropdownProps) {
  const look = inlineOnSmallScreens ? 'inline' : 'floating';
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Which entry to focus once the panel has rendered.
  const [pendingFocus, setPendingFocus] = useState<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open || pendingFocus === null) return;
    const list = entriesIn(containerRef.current);
    (pendingFocus === 'first' ? list[0] : list.at(-1))?.focus();
    setPendingFocus(null);
  }, [open, pendingFocus]);

  useEffect(() => {
    if (!open) return;
    // A click elsewhere, or focus moving elsewhere (Tab past the last entry), closes the panel.
    const closeIfOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  function close({ restoreFocus }: { restoreFocus: boolean }) {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }

  function openAndFocus(which: 'first' | 'last') {
    setOpen(true);
    setPendingFocus(which);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close({ restoreFocus: true });
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = entriesIn(containerRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = list[(index + 1) % list.length];
    else if (event.key === 'ArrowUp') next = list[(index - 1 + list.length) % list.length];
    else if (event.key === 'Home') next = list[0];
    else if (event.key === 'End') next = list.at(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close({ restoreFocus: true });
      return;
    } else return;
    event.preventDefault();
    next?.focus();
  }

  const itemClass = cn('block w-full rounded-md px-3 py-2 text-start text-sm', itemClasses[look]);

  return (
    <div ref={containerRef} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={(event) => {
          // detail is 0 when Enter or Space "clicked": then move into the list, as a menu would.
          if (!open && event.detail === 0) openAndFocus('first');
          else setOpen(!open);
        }}
        onKeyDown={onButtonKeyDown}
        className={cn('inline-flex items-center gap-1', buttonClassName)}
      >
        {label}
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        >
          <path d="m5 7.5 5 5 5-5" />
        </svg>
      </button>
      <ul
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className={cn(
          'z-30 flex min-w-52 flex-col gap-0.5 rounded-xl p-1.5',
          panelClasses[look],
          align === 'end' ? 'end-0' : 'start-0',
        )}
      >
        {items.map((item) => (
          <li key={item.id}>
            {'to' in item ? (
              <Link to={item.to} data-dropdown-item="" className={itemClass} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                data-dropdown-item=""
                className={itemClass}
                onClick={() => {
                  close({ restoreFocus: false });
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
