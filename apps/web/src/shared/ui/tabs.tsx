import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from './cn';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  /** Controlled selection; leave out to let the component keep it. */
  value?: T;
  defaultValue?: T;
  onChange?: (id: T) => void;
  className?: string;
}

function isRtl(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex); the arrow keys move
 * along the reading direction, so in Arabic ArrowLeft goes to the next tab; Home and End jump.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  defaultValue,
  onChange,
  className,
}: TabsProps<T>) {
  const baseId = useId();
  const [internal, setInternal] = useState<T | undefined>(defaultValue);
  const selected = value ?? internal ?? tabs[0]?.id;
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  function select(id: T) {
    if (value === undefined) setInternal(id);
    onChange?.(id);
    tabRefs.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const forward = isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    let next: number;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) select(tab.id);
  }

  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  return (
    <div className={className}>
      {/* On a phone the tabs sit three to a row, every one in sight: a strip scrolled sideways hid
          the last ones ("الم…") with nothing to say more were there. */}
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-3 gap-1 border-b border-navy-200 sm:flex sm:overflow-x-auto"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-px border-b-2 px-2 py-2 text-sm font-semibold sm:px-4 sm:whitespace-nowrap',
                isSelected
                  ? 'border-volt-500 text-navy-950'
                  : 'border-transparent text-navy-600 hover:text-navy-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes panels focusable
          tabIndex={0}
          className="py-4"
        >
          {tab.id === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
