import type { ReactNode } from 'react';
import { cn } from '../../../shared/ui/cn';

export interface ListingTile<T extends string> {
  id: T;
  label: string;
  hint?: string;
  icon?: ReactNode;
}

export interface ListingTilesProps<T extends string> {
  /** Names the group for assistive technology. */
  label: string;
  tiles: readonly ListingTile<T>[];
  selected: T | undefined;
  onSelect: (id: T) => void;
  className?: string;
}

/** A row of large toggle buttons; the pressed one is the current choice. */
export function ListingTiles<T extends string>({
  label,
  tiles,
  selected,
  onSelect,
  className,
}: ListingTilesProps<T>) {
  return (
    <ul aria-label={label} className={cn('grid gap-3', className)}>
      {tiles.map((tile) => {
        const pressed = tile.id === selected;
        return (
          <li key={tile.id} className="max-sm:shrink-0">
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(tile.id)}
              className={cn(
                // Compact on a phone: tiles are a row of choices above the products, not a page of their own.
                'flex h-full w-full items-center gap-2 rounded-2xl p-2.5 text-start ring-1 transition-colors sm:gap-3 sm:p-4',
                pressed
                  ? 'bg-navy-900 text-white ring-navy-900'
                  : 'bg-white text-navy-950 ring-navy-100 hover:bg-navy-100',
              )}
            >
              {tile.icon && (
                <span
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-xl sm:size-10',
                    pressed ? 'bg-volt-400 text-navy-950' : 'bg-navy-50 text-navy-700',
                  )}
                >
                  {tile.icon}
                </span>
              )}
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-bold sm:text-base">{tile.label}</span>
                {tile.hint && (
                  <span className={cn('text-sm max-sm:hidden', pressed ? 'text-navy-100' : 'text-navy-600')}>
                    {tile.hint}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
