import { type Product, SPEC_FIELDS, type SpecField } from '@kahraba/domain';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { specValue } from '../../../shared/products/product-specs';
import { productDescription } from '../../../shared/products/product-text';
import { Tabs } from '../../../shared/ui/tabs';
import { ProductReviews } from './product-reviews';

function Description({ text, emptyText }: { text: string; emptyText: string }) {
  const paragraphs = text
    .split(/\n\s*\n|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return <p className="text-navy-700">{emptyText}</p>;
  return (
    <div className="flex max-w-prose flex-col gap-3 leading-relaxed text-navy-900">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text, never reordered
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Description (the default), specifications and reviews (SPEC §2). */
export function ProductInfoTabs({ product, name }: { product: Product; name: string }) {
  const { t, i18n } = useTranslation('product');
  const { t: tCatalog } = useTranslation('catalog');
  const language = currentLanguage(i18n);

  const rows = (SPEC_FIELDS[product.productType] as readonly SpecField[]).flatMap((field) => {
    const value = specValue(product, field, tCatalog);
    return value === null ? [] : [{ field, value }];
  });

  return (
    <Tabs
      label={t('tabs.label')}
      defaultValue="description"
      tabs={[
        {
          id: 'description',
          label: t('tabs.description'),
          panel: (
            <Description text={productDescription(product, language)} emptyText={t('tabs.noDescription')} />
          ),
        },
        {
          id: 'specifications',
          label: t('tabs.specifications'),
          panel:
            rows.length === 0 ? (
              <p className="text-navy-700">{t('tabs.noSpecifications')}</p>
            ) : (
              <table className="w-full max-w-3xl overflow-hidden rounded-xl text-sm ring-1 ring-navy-100">
                <caption className="sr-only">{t('specs.caption', { name })}</caption>
                <tbody>
                  {rows.map(({ field, value }) => (
                    <tr key={field} className="odd:bg-navy-50 even:bg-white">
                      <th scope="row" className="w-1/3 px-4 py-2.5 text-start font-semibold text-navy-800">
                        {t(`specs.${field}`)}
                      </th>
                      <td className="px-4 py-2.5 text-navy-950">{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ),
        },
        {
          id: 'reviews',
          label: t('tabs.reviews'),
          panel: <ProductReviews product={product} />,
        },
      ]}
    />
  );
}
