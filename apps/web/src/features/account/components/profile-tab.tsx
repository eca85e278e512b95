import type { User } from '@kahraba/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EmailText, Identifier } from '../../../shared/ui/bidi';
import { Button } from '../../../shared/ui/button';
import { EditProfileDialog } from './edit-profile-dialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-navy-100 py-3 last:border-b-0 sm:flex-row sm:gap-4">
      <dt className="text-sm font-semibold text-navy-600 sm:w-40">{label}</dt>
      <dd className="text-navy-950">{children}</dd>
    </div>
  );
}

export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="profile-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="text-lg font-bold text-navy-950">
          {t('account.profile.heading')}
        </h2>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('account.profile.edit')}
        </Button>
      </div>
      <dl className="rounded-2xl border border-navy-100 bg-white px-4">
        <Row label={t('fields.name')}>{user.name}</Row>
        <Row label={t('fields.email')}>
          <EmailText>{user.email}</EmailText>
        </Row>
        <Row label={t('fields.phone')}>
          {user.phone ? (
            <Identifier>{user.phone}</Identifier>
          ) : (
            <span className="text-navy-500 italic">{t('account.profile.notProvided')}</span>
          )}
        </Row>
        <Row label={t('account.profile.accountType')}>
          {/* SPEC §2: the role, capitalised ("User"), or "Customer" when there is none. */}
          {user.role ? t(`account.roles.${user.role}`) : t('account.roles.default')}
        </Row>
      </dl>
      <EditProfileDialog open={editing} onClose={() => setEditing(false)} user={user} />
    </section>
  );
}
