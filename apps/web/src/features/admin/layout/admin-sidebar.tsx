import { can, type Role } from '@kahraba/domain';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cn } from '../../../shared/ui/cn';
import { ADMIN_SECTIONS } from './admin-sections';
import { SectionIcon } from './section-icon';

export interface AdminSidebarProps {
  userRole: Role;
  id: string;
  /** Shown over the page on small screens; always shown from md up. */
  open: boolean;
}

/** The console's sections, leaving out those the role may not use. */
export function AdminSidebar({ userRole, id, open }: AdminSidebarProps) {
  const { t } = useTranslation('admin');
  const sections = ADMIN_SECTIONS.filter((section) => can(userRole, section.permission));
  return (
    <nav
      id={id}
      aria-label={t('nav.label')}
      className={cn(
        'w-60 shrink-0 border-e border-navy-200 bg-white p-3',
        // Under md it slides over the page from the start edge (right in Arabic).
        'max-md:fixed max-md:inset-y-0 max-md:start-0 max-md:top-14 max-md:z-30 max-md:shadow-xl',
        open ? 'max-md:block' : 'max-md:hidden',
      )}
    >
      <ul className="flex flex-col gap-1">
        {sections.map((section) => (
          <li key={section.id}>
            <NavLink
              to={section.to}
              end={section.id === 'dashboard'}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold',
                  isActive ? 'bg-navy-900 text-white' : 'text-navy-800 hover:bg-navy-100',
                )
              }
            >
              <SectionIcon section={section.id} />
              {t(`nav.${section.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
