import { can, TRADE_IN_CONDITIONS, TRADE_IN_TYPE_IDS, type TradeInEstimateTable } from '@kahraba/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { ErrorState } from '../../../shared/ui/error-state';
import { controlClasses } from '../../../shared/ui/field';
import { toast } from '../../../shared/ui/toast';
import { useEstimateTable, useSaveEstimateTable } from '../api/trade-in-estimates';
import { cellClasses, DataTable, HeaderCell, TableSkeleton } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { draftOf, type EstimateDraftProblem, type EstimateTableDraft, tableOf } from './estimate-table-form';

/**
 * The trade-in estimate table: every moderator may read it, admins edit it (tradeInEstimates.write)
 * and save it whole.
 */
export function TradeInEstimatesPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const table = useEstimateTable();

  let content: ReactNode;
  if (table.isPending) content = <TableSkeleton columns={3} label={t('tradeInEstimates.loading')} />;
  else if (table.isError)
    content = (
      <ErrorState
        title={t('tradeInEstimates.error')}
        message={errorText(table.error, tApp)}
        onRetry={() => void table.refetch()}
        retrying={table.isFetching}
      />
    );
  // Keyed by the saved table, so the form starts again from what the server kept.
  else content = <EstimateTableForm key={JSON.stringify(table.data)} table={table.data} />;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.tradeInEstimates')} description={t('tradeInEstimates.description')} />
      {content}
    </div>
  );
}

function EstimateTableForm({ table }: { table: TradeInEstimateTable }) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const { user } = useSession();
  const canWrite = can(user?.role, 'tradeInEstimates.write');
  const save = useSaveEstimateTable();
  const [draft, setDraft] = useState<EstimateTableDraft>(() => draftOf(table));
  const [problem, setProblem] = useState<EstimateDraftProblem | null>(null);

  const problemText = (p: EstimateDraftProblem) => {
    switch (p.kind) {
      case 'factorsOutOfOrder':
        return t('tradeInEstimates.factorsOutOfOrder');
      case 'invalidFactor':
        return t('tradeInEstimates.invalidFactor', { condition: t(`tradeInConditions.${p.condition}`) });
      default:
        return t(`tradeInEstimates.${p.kind}`, { type: t(`tradeInTypes.${p.type}`) });
    }
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = tableOf(draft);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    save.mutate(result.table, {
      onSuccess: () => toast.success(t('tradeInEstimates.saved')),
      onError: (error) => toast.error(errorText(error, tApp)),
    });
  }

  const cell = (value: string, label: string, onChange: (value: string) => void) => (
    <input
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={label}
      inputMode="decimal"
      dir="ltr"
      readOnly={!canWrite}
      className={`${controlClasses} max-w-32`}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <section className="flex flex-col gap-2">
        <h2 className="font-bold text-navy-950">{t('tradeInEstimates.factorsTitle')}</h2>
        <p className="text-sm text-navy-700">{t('tradeInEstimates.factorsHint')}</p>
        <div className="flex flex-wrap gap-4">
          {TRADE_IN_CONDITIONS.map((condition) => (
            <div key={condition} className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
              <span aria-hidden="true">{t(`tradeInConditions.${condition}`)}</span>
              {cell(
                draft.factors[condition],
                t('tradeInEstimates.factorOf', { condition: t(`tradeInConditions.${condition}`) }),
                (value) => setDraft((d) => ({ ...d, factors: { ...d.factors, [condition]: value } })),
              )}
            </div>
          ))}
        </div>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="font-bold text-navy-950">{t('tradeInEstimates.rangesTitle')}</h2>
        <p className="text-sm text-navy-700">{t('tradeInEstimates.rangesHint')}</p>
        <DataTable
          caption={t('tradeInEstimates.rangesTitle')}
          head={
            <>
              <HeaderCell>{t('tradeInEstimates.type')}</HeaderCell>
              <HeaderCell>{t('tradeInEstimates.min')}</HeaderCell>
              <HeaderCell>{t('tradeInEstimates.max')}</HeaderCell>
            </>
          }
        >
          {TRADE_IN_TYPE_IDS.map((type) => {
            const name = t(`tradeInTypes.${type}`);
            const setEnd = (end: 'min' | 'max') => (value: string) =>
              setDraft((d) => ({
                ...d,
                ranges: { ...d.ranges, [type]: { ...d.ranges[type], [end]: value } },
              }));
            return (
              <tr key={type}>
                <th scope="row" className={`${cellClasses} text-start font-semibold`}>
                  {name}
                </th>
                <td className={cellClasses}>
                  {cell(draft.ranges[type].min, t('tradeInEstimates.minOf', { type: name }), setEnd('min'))}
                </td>
                <td className={cellClasses}>
                  {cell(draft.ranges[type].max, t('tradeInEstimates.maxOf', { type: name }), setEnd('max'))}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </section>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {problemText(problem)}
        </p>
      )}
      {canWrite && (
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
