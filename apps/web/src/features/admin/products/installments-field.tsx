import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/field';
import { parseTypedNumber } from '../lib/numbers';

type Installments = Record<string, number> | null;

interface Row {
  key: number;
  months: string;
  monthly: string;
}

export interface InstallmentsFieldProps {
  value: Installments | undefined;
  onChange: (installments: Installments) => void;
  error?: string;
  disabled?: boolean;
}

let nextRowKey = 0;
const newRow = (months = '', monthly = ''): Row => ({ key: nextRowKey++, months, monthly });

/**
 * The official installment plans (months → monthly payment in EGP), edited as rows. Rows are
 * passed on as the contract's map; a half-filled row is passed as written so the schema names
 * it, and no rows at all means the shop's default plans (null).
 */
export function InstallmentsField({ value, onChange, error, disabled = false }: InstallmentsFieldProps) {
  const { t } = useTranslation('admin');
  const [rows, setRows] = useState<Row[]>(() =>
    Object.entries(value ?? {}).map(([months, monthly]) => newRow(months, String(monthly))),
  );

  const update = (next: Row[]) => {
    setRows(next);
    const filled = next.filter((row) => row.months.trim() !== '' || row.monthly.trim() !== '');
    onChange(
      filled.length === 0
        ? null
        : Object.fromEntries(
            filled.map((row) => [
              String(parseTypedNumber(row.months) ?? row.months.trim()),
              parseTypedNumber(row.monthly) ?? Number.NaN,
            ]),
          ),
    );
  };

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1 font-bold text-navy-950">{t('productForm.installmentsTitle')}</legend>
      <p className="text-sm text-navy-600">{t('productForm.installmentsHint')}</p>
      {rows.map((row, index) => (
        <div key={row.key} className="flex flex-wrap items-end gap-2">
          <Input
            label={t('productForm.installmentMonths', { position: index + 1 })}
            inputMode="numeric"
            value={row.months}
            onChange={(event) =>
              update(rows.map((r) => (r.key === row.key ? { ...r, months: event.target.value } : r)))
            }
            fieldClassName="w-40"
          />
          <Input
            label={t('productForm.installmentMonthly', { position: index + 1 })}
            inputMode="decimal"
            value={row.monthly}
            onChange={(event) =>
              update(rows.map((r) => (r.key === row.key ? { ...r, monthly: event.target.value } : r)))
            }
            fieldClassName="w-48"
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('productForm.installmentRemove', { position: index + 1 })}
            onClick={() => update(rows.filter((r) => r.key !== row.key))}
          >
            {t('images.removeShort')}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="ghost" size="sm" onClick={() => update([...rows, newRow()])}>
          {t('productForm.installmentAdd')}
        </Button>
      </div>
      {error && <p className="text-xs font-semibold text-red-700">{error}</p>}
    </fieldset>
  );
}
