import { zodResolver } from '@hookform/resolvers/zod';
import {
  STAFF_ROLES,
  type StaffAccountPayload,
  type StaffAccountPayloadInput,
  staffAccountPayloadSchema,
} from '@kahraba/domain';
import { useForm } from 'react-hook-form';
import { errorText } from '../../../shared/api/error-text';
import { ApiError } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Input } from '../../../shared/ui/field';
import { Select } from '../../../shared/ui/select';
import { toast } from '../../../shared/ui/toast';
import { useCreateStaffAccount } from '../api/users';
import { applyServerIssues, validationText, zodFormOptions } from '../lib/validation';

export function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onClose={onClose} title={t('staff.newTitle')} description={t('staff.newText')}>
      {open && <CreateStaffForm onDone={onClose} />}
    </Dialog>
  );
}

function CreateStaffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const create = useCreateStaffAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffAccountPayloadInput, unknown, StaffAccountPayload>({
    resolver: zodResolver(staffAccountPayloadSchema, zodFormOptions),
    defaultValues: { name: '', email: '', phone: '', password: '', role: 'moderator' },
  });

  const submit = handleSubmit(async (payload) => {
    try {
      const account = await create.mutateAsync(payload);
      toast.success(t('staff.created', { name: account.name, role: t(`roles.${account.role}`) }));
      onDone();
    } catch (error) {
      if (applyServerIssues(error, setError, (path) => Object.hasOwn(staffAccountPayloadSchema.shape, path)))
        return;
      // 409: the e-mail already has an account.
      if (error instanceof ApiError && error.status === 409) {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error(errorText(error, tApp));
    }
  });

  const emailError = errors.email?.type === 'server' ? errors.email.message : validationText(errors.email, t);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input
        label={t('staff.name')}
        required
        autoComplete="off"
        error={validationText(errors.name, t)}
        {...register('name')}
      />
      <Input
        label={t('staff.email')}
        type="email"
        required
        autoComplete="off"
        error={emailError}
        {...register('email')}
      />
      <Input
        label={t('staff.phone')}
        type="tel"
        dir="ltr"
        error={validationText(errors.phone, t)}
        {...register('phone')}
      />
      <Input
        label={t('staff.password')}
        type="password"
        required
        autoComplete="new-password"
        hint={t('staff.passwordHint')}
        error={validationText(errors.password, t)}
        {...register('password')}
      />
      <Select
        label={t('staff.role')}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        error={validationText(errors.role, t)}
        {...register('role')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('staff.create')}
        </Button>
      </div>
    </form>
  );
}
