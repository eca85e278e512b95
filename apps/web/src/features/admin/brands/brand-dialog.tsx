import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminDealer,
  type DealerPayload,
  type DealerPayloadInput,
  dealerPayloadSchema,
} from '@kahraba/domain';
import { type ChangeEvent, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorText } from '../../../shared/api/error-text';
import { ApiError } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ProductImage } from '../../../shared/products/product-image';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { Dialog } from '../../../shared/ui/dialog';
import { controlClasses, Field, Input } from '../../../shared/ui/field';
import { toast } from '../../../shared/ui/toast';
import { useSaveDealer } from '../api/dealers';
import { IMAGE_MAX_MEGABYTES, imageFileProblem, useUploadImage } from '../api/uploads';
import { applyServerIssues, validationText, zodFormOptions } from '../lib/validation';

export interface BrandDialogProps {
  /** The dealer to edit, 'new' for a new one, null when closed. */
  dealer: AdminDealer | 'new' | null;
  onClose: () => void;
}

export function BrandDialog({ dealer, onClose }: BrandDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={dealer !== null}
      onClose={onClose}
      title={dealer === 'new' ? t('brands.newTitle') : t('brands.editTitle', { name: dealer?.name ?? '' })}
    >
      {dealer !== null && (
        <BrandForm key={dealer === 'new' ? 'new' : dealer._id} dealer={dealer} onDone={onClose} />
      )}
    </Dialog>
  );
}

function BrandForm({ dealer, onDone }: { dealer: AdminDealer | 'new'; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const save = useSaveDealer();
  const existing = dealer === 'new' ? undefined : dealer;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DealerPayloadInput, unknown, DealerPayload>({
    resolver: zodResolver(dealerPayloadSchema, zodFormOptions),
    defaultValues: {
      name: existing?.name ?? '',
      brief: existing?.brief ?? '',
      briefAr: existing?.briefAr ?? '',
      logo: existing?.logo ?? null,
    },
  });

  const submit = handleSubmit(async (payload) => {
    try {
      const saved = await save.mutateAsync({ id: existing?._id, payload });
      toast.success(t('brands.saved', { name: saved.name }));
      onDone();
    } catch (error) {
      if (applyServerIssues(error, setError, (path) => Object.hasOwn(dealerPayloadSchema.shape, path)))
        return;
      // 409: the name is taken. Said beside the name, in the server's words.
      if (error instanceof ApiError && error.status === 409) {
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error(errorText(error, tApp));
    }
  });

  const nameError = errors.name?.type === 'server' ? errors.name.message : validationText(errors.name, t);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input label={t('brands.name')} required dir="auto" error={nameError} {...register('name')} />
      <Field label={t('brands.brief')} error={validationText(errors.brief, t)}>
        {(control) => (
          <textarea
            rows={3}
            className={`${controlClasses} h-auto py-2`}
            {...control}
            {...register('brief')}
          />
        )}
      </Field>
      <Field label={t('brands.briefAr')} error={validationText(errors.briefAr, t)}>
        {(control) => (
          <textarea
            rows={3}
            lang="ar"
            dir="rtl"
            className={`${controlClasses} h-auto py-2`}
            {...control}
            {...register('briefAr')}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="logo"
        render={({ field, fieldState }) => (
          <LogoField
            value={field.value ?? null}
            onChange={field.onChange}
            error={validationText(fieldState.error, t)}
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

interface LogoFieldProps {
  value: string | null;
  onChange: (logo: string | null) => void;
  error?: string;
}

/** One optional logo: uploaded through the same image endpoint as product pictures. */
function LogoField({ value, onChange, error }: LogoFieldProps) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const inputId = useId();
  const upload = useUploadImage();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(t(`images.${problem}`, { name: file.name, limit: IMAGE_MAX_MEGABYTES }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => onChange(image.thumbnail || image.url),
      onError: (failure) =>
        toast.error(t('images.uploadFailed', { name: file.name, reason: errorText(failure, tApp) })),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold text-navy-900">{t('brands.logo')}</span>
      <div className="flex items-center gap-3">
        {value ? (
          <ProductImage
            src={value}
            alt={t('brands.logoPreview')}
            className="w-16 rounded-md border border-navy-200"
          />
        ) : (
          <span className="text-sm text-navy-600">{t('brands.noLogo')}</span>
        )}
        <input id={inputId} type="file" accept="image/*" className="peer sr-only" onChange={pick} />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses({ variant: 'secondary', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-volt-500',
          )}
        >
          {upload.isPending ? t('images.uploading') : t('brands.uploadLogo')}
        </label>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('brands.removeLogo')}
          </Button>
        )}
      </div>
      {error && <p className="text-xs font-semibold text-red-700">{error}</p>}
    </div>
  );
}
