import type { RankedProduct } from '@kahraba/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { useAdminFormat } from '../lib/format';

export interface RankedListProps {
  title: string;
  products: readonly RankedProduct[];
  /** The figure beside each product in words: "1,204 views", "3 in stock". */
  describe: (value: number) => string;
}

/** One of the dashboard's top lists, each product linking to its page in the console. */
export function RankedList({ title, products, describe }: RankedListProps) {
  const { t } = useTranslation('admin');
  const { language } = useAdminFormat();
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-navy-200 bg-white p-4">
      <h2 className="font-bold text-navy-950">{title}</h2>
      {products.length === 0 ? (
        <p className="text-sm text-navy-600">{t('dashboard.listEmpty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {products.map((product) => {
            const name = productName(product, language);
            return (
              <li key={product._id} className="flex items-center gap-3">
                <ProductImage
                  src={product.image}
                  alt=""
                  className="w-10 shrink-0 rounded-md border border-navy-100"
                />
                {/* Long names wrap to two lines; the whole name is in the link's title. */}
                <Link
                  to={paths.adminProduct(product._id)}
                  dir="auto"
                  title={name}
                  className="line-clamp-2 min-w-0 flex-1 text-sm font-semibold break-words text-navy-900 hover:underline"
                >
                  {name}
                </Link>
                <span className="shrink-0 text-sm whitespace-nowrap text-navy-700 tabular-nums">
                  {describe(product.value)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
