import type { Category } from '@kahraba/domain';
import type { ComponentProps } from 'react';

// One outline picture per category, drawn inline (no request). Decorative: the category's name is
// always written beside it.
const ICON_PATHS: Record<Category, string> = {
  Mobile: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  Tablet: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM11 18h2',
  Laptop: 'M5 5h14a1 1 0 0 1 1 1v9H4V6a1 1 0 0 1 1-1zM2 19h20l-2-4H4z',
  Accessories: 'M9 2v6M15 2v6M6 8h12v3a6 6 0 0 1-12 0zM12 17v5',
  Wearables:
    'M8 6h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM9 6l1-4h4l1 4M9 18l1 4h4l1-4M12 10v2.5l1.5 1',
  Audio: 'M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v6H5a1 1 0 0 1-1-1zM20 15h-3v6h2a1 1 0 0 0 1-1z',
  Gaming:
    'M7 8h10a5 5 0 0 1 4.5 7.2l-.7 1.5a2.5 2.5 0 0 1-4.2.4L15 15H9l-1.6 2.1a2.5 2.5 0 0 1-4.2-.4l-.7-1.5A5 5 0 0 1 7 8zM8 10.5v3M6.5 12h3M15.5 11h.01M17.5 13h.01',
};

export interface ListingCategoryIconProps extends Omit<ComponentProps<'svg'>, 'children'> {
  category: Category;
}

export function ListingCategoryIcon({ category, className = 'size-6', ...props }: ListingCategoryIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
      {...props}
    >
      <path d={ICON_PATHS[category]} />
    </svg>
  );
}
