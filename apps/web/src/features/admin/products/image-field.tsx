import { PRODUCT_IMAGE_FORMATS } from '@kahraba/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ProductImage } from '../../../shared/products/product-image';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { Spinner } from '../../../shared/ui/spinner';
import { IMAGE_MAX_MEGABYTES, imageFileProblem, useUploadImage } from '../api/uploads';

/** The contract's cap on a product's images. */
const MAX_IMAGES = 10;
const ACCEPT = PRODUCT_IMAGE_FORMATS.map((format) => `image/${format}`).join(',');

export interface ImageFieldProps {
  value: readonly string[];
  onChange: (images: string[]) => void;
  error?: string;
  disabled?: boolean;
}

const move = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * The product's pictures: upload (checked here for size and format first), preview, reorder
 * (the first is the main image) and remove. Uploads go one at a time, each added as it lands.
 */
export function ImageField({ value, onChange, error, disabled = false }: ImageFieldProps) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const upload = useUploadImage();
  const [problems, setProblems] = useState<string[]>([]);

  async function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Let the same file be picked again after a failure.
    event.target.value = '';
    const found: string[] = [];
    let images = [...value];
    for (const file of files) {
      if (images.length >= MAX_IMAGES) {
        found.push(t('images.tooMany', { max: MAX_IMAGES }));
        break;
      }
      const problem = imageFileProblem(file);
      if (problem) {
        found.push(t(`images.${problem}`, { name: file.name, limit: IMAGE_MAX_MEGABYTES }));
        continue;
      }
      try {
        const uploaded = await upload.mutateAsync(file);
        images = [...images, uploaded.url];
        onChange(images);
      } catch (failure) {
        found.push(t('images.uploadFailed', { name: file.name, reason: errorText(failure, tApp) }));
      }
    }
    setProblems(found);
  }

  const shownError = error ?? problems.join(' ');

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={shownError ? errorId : undefined}>
      <legend className="mb-2 font-bold text-navy-950">{t('images.title')}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-navy-600">{t('images.none')}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {value.map((src, index) => (
            <li key={src} className="flex flex-col gap-2 rounded-lg border border-navy-200 bg-white p-2">
              <ProductImage
                src={src}
                alt={t('images.preview', { position: index + 1 })}
                className="rounded-md"
              />
              {index === 0 && (
                <p className="text-center text-xs font-bold text-navy-700">{t('images.main')}</p>
              )}
              {!disabled && (
                <div className="flex flex-wrap justify-center gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    aria-label={t('images.moveEarlier', { position: index + 1 })}
                    onClick={() => onChange(move(value, index, index - 1))}
                  >
                    {/* Mirrored characters: they point the reading direction's way in Arabic. */}
                    <span aria-hidden="true">‹</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={index === value.length - 1}
                    aria-label={t('images.moveLater', { position: index + 1 })}
                    onClick={() => onChange(move(value, index, index + 1))}
                  >
                    <span aria-hidden="true">›</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700"
                    aria-label={t('images.remove', { position: index + 1 })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    {t('images.removeShort')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {!disabled && (
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            multiple
            className="peer sr-only"
            onChange={(event) => void addFiles(event)}
            disabled={upload.isPending || value.length >= MAX_IMAGES}
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonClasses({ variant: 'secondary', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-volt-500',
              'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            )}
          >
            {t('images.add')}
          </label>
          {upload.isPending && (
            <span className="inline-flex items-center gap-2 text-sm text-navy-700" role="status">
              <Spinner size="sm" decorative />
              {t('images.uploading')}
            </span>
          )}
          <p className="text-xs text-navy-600">
            {t('images.hint', { limit: IMAGE_MAX_MEGABYTES, max: MAX_IMAGES })}
          </p>
        </div>
      )}
      {shownError && (
        <p id={errorId} role="alert" className="text-xs font-semibold text-red-700">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
