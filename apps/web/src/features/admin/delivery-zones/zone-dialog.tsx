import {
  type DeliveryZone,
  type DeliveryZoneWritePayload,
  deliveryZoneWritePayloadSchema,
  errorMessage,
  isErrorCode,
} from '@kahraba/domain';
import { type FormEvent, useState } from 'react';
import { placeName } from '../../../shared/addresses/place-name';
import { errorText } from '../../../shared/api/error-text';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Dialog } from '../../../shared/ui/dialog';
import { Input } from '../../../shared/ui/field';
import { toast } from '../../../shared/ui/toast';
import { useSaveDeliveryZone } from '../api/delivery-zones';

export function ZoneDialog({ zone, onClose }: { zone: DeliveryZone | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Dialog
      open={zone !== null}
      onClose={onClose}
      title={
        zone ? t('deliveryZones.editOf', { name: placeName(zone.governorate, currentLanguage(i18n)) }) : ''
      }
    >
      {zone && <ZoneForm key={zone.governorate.id} zone={zone} onDone={onClose} />}
    </Dialog>
  );
}

type Method = 'standard' | 'express';
const TERMS = ['fee', 'minDays', 'maxDays'] as const;

function ZoneForm({ zone, onDone }: { zone: DeliveryZone; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const language = currentLanguage(i18n);
  const save = useSaveDeliveryZone();
  const [expressOffered, setExpressOffered] = useState(zone.express !== null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const terms = (method: Method) =>
      Object.fromEntries(TERMS.map((name) => [name, Number(form.get(`${method}.${name}`))]));
    const parsed = deliveryZoneWritePayloadSchema.safeParse({
      standard: terms('standard'),
      express: expressOffered ? terms('express') : null,
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setProblem(isErrorCode(message) ? errorMessage(message, language) : t('deliveryZones.invalid'));
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({
        governorateId: zone.governorate.id,
        payload: parsed.data as DeliveryZoneWritePayload,
      });
      toast.success(t('deliveryZones.saved', { name: placeName(zone.governorate, language) }));
      onDone();
    } catch (error) {
      setProblem(errorText(error, tApp));
    }
  };

  const termInputs = (method: Method, values: DeliveryZone['standard'] | null) =>
    TERMS.map((name) => (
      <Input
        key={`${method}.${name}`}
        name={`${method}.${name}`}
        label={t(`deliveryZones.fields.${name}`)}
        type="number"
        inputMode={name === 'fee' ? 'decimal' : 'numeric'}
        step={name === 'fee' ? '0.01' : '1'}
        min={name === 'fee' ? '0' : '1'}
        dir="ltr"
        required
        defaultValue={values?.[name] ?? ''}
      />
    ));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">{t('deliveryZones.standard')}</legend>
        {termInputs('standard', zone.standard)}
      </fieldset>
      <Checkbox
        label={t('deliveryZones.expressOffered')}
        checked={expressOffered}
        onChange={(event) => setExpressOffered(event.target.checked)}
      />
      {expressOffered && (
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-2 font-semibold">{t('deliveryZones.express')}</legend>
          {termInputs('express', zone.express)}
        </fieldset>
      )}
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
