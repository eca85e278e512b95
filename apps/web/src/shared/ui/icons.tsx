import type { Category } from '@kahraba/domain';
import type { ComponentProps } from 'react';

// A handful of 24×24 stroke icons, inline so they cost no request. Decorative: the control that
// holds an icon carries the words.
type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

export function Icon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-6"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const BoltIcon = (props: IconProps) => <Icon d="M13 2 4 14h7l-1 8 9-12h-7z" {...props} />;
export const CartIcon = (props: IconProps) => (
  <Icon
    d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M10 20.5h.01M17 20.5h.01"
    {...props}
  />
);
export const ChatIcon = (props: IconProps) => (
  <Icon d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" {...props} />
);
export const BellIcon = (props: IconProps) => (
  <Icon d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" {...props} />
);
export const UserIcon = (props: IconProps) => (
  <Icon d="M20 21a8 8 0 0 0-16 0M12 13a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9z" {...props} />
);
export const MenuIcon = (props: IconProps) => <Icon d="M4 6h16M4 12h16M4 18h16" {...props} />;
export const CloseIcon = (props: IconProps) => <Icon d="M6 6l12 12M18 6 6 18" {...props} />;
export const GlobeIcon = (props: IconProps) => (
  <Icon
    d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.6 9h16.8M3.6 15h16.8M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"
    {...props}
  />
);

// One outline picture per category; decorative, the category's name is always written beside it.
const CATEGORY_ICON_PATHS: Record<Category, string> = {
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

export function CategoryIcon({ category, ...props }: IconProps & { category: Category }) {
  return <Icon d={CATEGORY_ICON_PATHS[category]} {...props} />;
}
