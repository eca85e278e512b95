import { LIMITS, type TradeInCategory, type TradeInType, tradeInSpecsFromModel } from '@kahraba/domain';
import { useId, useState } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSuggestions } from '../../../shared/products/api';
import type { CardProduct } from '../../../shared/products/card-product';
import { productName } from '../../../shared/products/product-text';
import { cn } from '../../../shared/ui/cn';
import { Input } from '../../../shared/ui/field';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value';
import { replacementCategoryFor } from '../lib/trade-in-form';

/** Whether a catalog product is a model of the device being traded in. */
function isModelOf(product: CardProduct, category: TradeInCategory, type: TradeInType): boolean {
  if (product.category !== replacementCategoryFor(category)) return false;
  // Phones and tablets share a catalog category; their device type tells them apart.
  return category !== 'MobileTablet' || product.deviceType === type;
}

export interface ModelPickerProps {
  category: TradeInCategory;
  productType: TradeInType;
  onPick: (model: string, specs: Record<string, string>) => void;
}

/**
 * "Find your model": the shopper types its name and picks it from the catalog's models of the type,
 * and the spec form fills with what the catalog knows of it. What is left is what only the shopper
 * knows (storage, condition, battery). An unlisted model is typed into the form as before.
 */
export function ModelPicker({ category, productType, onPick }: ModelPickerProps) {
  const { t, i18n } = useTranslation('tradeIn');
  const language = currentLanguage(i18n);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const term = useDebouncedValue(typed, LIMITS.suggestDelayMs);
  const suggestions = useSuggestions(term);
  const models = (suggestions.data?.products ?? []).filter((p) => isModelOf(p, category, productType));
  const listId = useId();

  return (
    <div className="flex flex-col gap-2 rounded-xl bg-navy-50 p-3">
      <Input
        type="search"
        label={t('model.label')}
        hint={t('model.hint')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        maxLength={100}
        autoComplete="off"
        aria-controls={listId}
      />
      <div id={listId} aria-live="polite">
        {term.trim() !== '' &&
          (models.length > 0 ? (
            <ul aria-label={t('model.results')} className="flex flex-wrap gap-2">
              {models.map((product) => {
                const name = productName(product, language);
                return (
                  <li key={product._id}>
                    <button
                      type="button"
                      aria-pressed={picked === product._id}
                      onClick={() => {
                        setPicked(product._id);
                        onPick(
                          product._id,
                          tradeInSpecsFromModel(productType, { name: product.name, specs: product.specs }),
                        );
                      }}
                      className={cn(
                        'rounded-lg bg-white px-3 py-1.5 text-start text-sm font-semibold ring-1 ring-navy-200 hover:ring-navy-400',
                        picked === product._id && 'ring-2 ring-volt-500',
                      )}
                    >
                      <bdi>{name}</bdi>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            !suggestions.isFetching && <p className="text-sm text-navy-700">{t('model.none')}</p>
          ))}
        {picked && <p className="mt-2 text-sm font-semibold text-green-800">{t('model.filled')}</p>}
      </div>
    </div>
  );
}
