import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileUpdatePayload, profileUpdatePayloadSchema, type User } from '@kahraba/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Input } from '../../../shared/ui/field';
import { toast } from '../../../shared/ui/toast';
import { useUpdateProfile } from '../api/update-profile';
import { updateFailureText, validationText } from '../lib/messages';

interface ProfileFormValues {
  name: string;
  email: string;
  /** Always sent: an emptied field clears the phone on file. */
  phone?: string;
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileUpdatePayload>({
    resolver: zodResolver(profileUpdatePayloadSchema),
    defaultValues: { name: user.name, email: user.email, phone: user.phone ?? '' },
    reValidateMode: 'onSubmit',
  });

  const field = (name: keyof ProfileFormValues) => ({
    ...register(name, {
      onChange: () => {
        clearErrors(name);
        if (update.isError) update.reset();
      },
    }),
    error: errors[name] && validationText(errors[name].message, t),
  });

  const onSubmit = handleSubmit((payload) =>
    update.mutateAsync({ userId: user.id, payload }).then(
      () => {
        toast.success(t('account.edit.updated'));
        onDone();
      },
      () => {}, // shown below from update.error
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {update.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {updateFailureText(update.error, t)}
        </p>
      )}
      <Input label={t('fields.name')} autoComplete="name" required {...field('name')} />
      <Input
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <Input
        label={t('fields.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('account.edit.phoneHint')}
        {...field('phone')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('account.edit.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? t('account.edit.saving') : t('account.edit.save')}
        </Button>
      </div>
    </form>
  );
}

export interface EditProfileDialogProps {
  open: boolean;
  onClose: () => void;
  user: User;
}

/** SPEC §4: open, saving, then closed on success or the error shown in place. */
export function EditProfileDialog({ open, onClose, user }: EditProfileDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} onClose={onClose} title={t('account.edit.title')}>
      {/* Mounted only while open, so each opening starts from the current profile. */}
      <EditProfileForm user={user} onDone={onClose} />
    </Dialog>
  );
}
