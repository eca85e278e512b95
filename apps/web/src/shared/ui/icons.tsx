import type { ComponentProps } from 'react';

// A handful of 24×24 stroke icons, inline so they cost no request. Decorative: the control that
// holds an icon carries the words.
type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

function Icon({ d, ...props }: IconProps & { d: string }) {
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
