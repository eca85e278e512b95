import { TRADE_IN_CATEGORIES, TRADE_IN_TYPES, type TradeInCategory, type TradeInType } from '@kahraba/domain';
import { type FormEvent, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';
import { toast } from '../../../shared/ui/toast';
import { useReplacements } from '../api/replacements';
import { useSubmitTradeIn } from '../api/submit-trade-in';
import { ChoiceCards } from '../components/choice-cards';
import { ConditionEstimate } from '../components/condition-estimate';
import { ModelPicker } from '../components/model-picker';
import { ReplacementPicker } from '../components/replacement-picker';
import { SpecForm } from '../components/spec-form';
import { checkTradeInForm, emptyTradeInForm, tradeInFormReducer } from '../lib/trade-in-form';

type FieldLabel = `fields.${string}`;

/** SPEC §2: category, type, the type's spec form, then a replacement; success goes to the account. */
export function TradeInPage() {
  const { t } = useTranslation('tradeIn');
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const [form, dispatch] = useReducer(tradeInFormReducer, emptyTradeInForm);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const replacements = useReplacements(form.category);
  const submit = useSubmitTradeIn();

  const label = (field: string) => t(`fields.${field}` as FieldLabel as 'fields.name');
  const canSubmit = Boolean(form.category && form.productType && form.replacement) && !submit.isPending;

  function change(action: Parameters<typeof dispatch>[0]) {
    dispatch(action);
    setProblem(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    const check = checkTradeInForm(form);
    if (!check.ok) {
      const separator = t('listSeparator');
      const message =
        check.problem === 'requiredAll'
          ? t('errors.requiredAll')
          : t(`errors.${check.problem}`, { fields: check.fields.map(label).join(separator) });
      const fieldMessage =
        check.problem === 'missingFields' ? t('errors.fieldRequired') : t('errors.fieldInvalid');
      const fields = check.problem === 'requiredAll' ? [] : check.fields;
      setProblem({ message, fields: Object.fromEntries(fields.map((f) => [f, fieldMessage])) });
      toast.error(message);
      return;
    }
    submit.mutate(check.payload, {
      onSuccess: () => {
        toast.success(t('success'));
        // Where the request just sent is listed, with its status: the account's trade-ins.
        navigate(paths.account('tradeIns'));
      },
      onError: (error) => {
        // The server's message is already in the shopper's language (e.g. the replacement sold out).
        const message =
          error instanceof ApiError && error.status < 500 && error.message
            ? error.message
            : t('errors.failed');
        toast.error(message);
        const missing =
          (error instanceof ApiError && (error.details as { missing?: unknown })?.missing) || [];
        const fields = Array.isArray(missing)
          ? missing.filter((f): f is string => typeof f === 'string')
          : [];
        setProblem({
          message,
          fields: Object.fromEntries(fields.map((f) => [f, t('errors.fieldRequired')])),
        });
      },
    });
  }

  const category = form.category;
  const productType = form.productType;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageTitle>{tApp('app.pageTitle', { page: t('title') })}</PageTitle>
      <h1 className="text-2xl font-extrabold text-navy-950">{t('title')}</h1>
      <p className="mt-1 mb-6 text-navy-700">{t('subtitle')}</p>

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
        <ChoiceCards<TradeInCategory>
          legend={t('steps.category')}
          name="category"
          value={category}
          onChange={(value) => change({ type: 'category', category: value })}
          options={TRADE_IN_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        />

        <section aria-labelledby="trade-in-type" className="flex flex-col gap-3">
          {category ? (
            <ChoiceCards<TradeInType>
              legend={<span id="trade-in-type">{t('steps.type')}</span>}
              name="productType"
              value={productType}
              onChange={(value) => change({ type: 'productType', productType: value })}
              options={TRADE_IN_TYPES[category].map((type) => ({ value: type, label: t(`types.${type}`) }))}
            />
          ) : (
            <>
              <h2 id="trade-in-type" className="text-lg font-bold text-navy-950">
                {t('steps.type')}
              </h2>
              <p className="text-navy-600">{t('chooseCategoryFirst')}</p>
            </>
          )}
        </section>

        <section aria-labelledby="trade-in-specs" className="flex flex-col gap-3">
          <h2 id="trade-in-specs" className="text-lg font-bold text-navy-950">
            {t('steps.specs')}
          </h2>
          {productType && form.category ? (
            <>
              <ModelPicker
                // A new type is a new search.
                key={productType}
                category={form.category}
                productType={productType}
                onPick={(model, specs) => change({ type: 'model', model, specs })}
              />
              <p className="text-sm text-navy-600">{t('requiredNote')}</p>
              <SpecForm
                productType={productType}
                values={form.specs}
                errors={problem?.fields ?? {}}
                onChange={(field, value) => change({ type: 'spec', field, value })}
              />
            </>
          ) : (
            <p className="text-navy-600">{t('chooseTypeFirst')}</p>
          )}
        </section>

        <section aria-labelledby="trade-in-condition">
          <ConditionEstimate
            productType={productType}
            condition={form.condition}
            model={form.model}
            onChange={(condition) => change({ type: 'condition', condition })}
          />
        </section>

        <section aria-labelledby="trade-in-replacement" className="flex flex-col gap-3">
          <h2 id="trade-in-replacement" className="text-lg font-bold text-navy-950">
            {t('steps.replacement')}
          </h2>
          {category ? (
            <ReplacementPicker
              products={replacements.data?.products}
              loading={replacements.isPending}
              error={replacements.isError ? replacements.error : null}
              onRetry={() => void replacements.refetch()}
              value={form.replacement}
              onChange={(id) => change({ type: 'replacement', replacement: id })}
            />
          ) : (
            <p className="text-navy-600">{t('chooseCategoryFirst')}</p>
          )}
        </section>

        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {problem.message}
          </p>
        )}

        <div>
          <Button type="submit" size="lg" disabled={!canSubmit} loading={submit.isPending}>
            {submit.isPending ? t('submitting') : t('submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

export const handle = { i18n: ['tradeIn'] };

export default TradeInPage;
