import {
  type AdminProduct,
  type AdminProductSort,
  adminProductListQuerySchema,
  CATEGORIES,
  can,
  isCategory,
  PRODUCT_TYPES,
  PRODUCT_TYPES_BY_CATEGORY,
} from '@kahraba/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { useSession } from '../../../shared/session/use-session';
import { Badge } from '../../../shared/ui/badge';
import { buttonClasses } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Price } from '../../../shared/ui/price';
import { Select } from '../../../shared/ui/select';
import { useAdminDealers } from '../api/dealers';
import { useAdminProducts } from '../api/products';
import {
  cellClasses,
  DataTable,
  HeaderCell,
  RowActionsCell,
  SortableHeader,
  TableSkeleton,
} from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { SearchField } from '../components/search-field';
import { useAdminFormat } from '../lib/format';
import { listQueryCodec, useListFilters } from '../lib/list-filters';
import { DeleteProductDialog } from './delete-product-dialog';
import { StockDialog } from './stock-dialog';

const codec = listQueryCodec(adminProductListQuerySchema);

export function ProductsPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const { user } = useSession();
  const format = useAdminFormat();
  const { filters, setFilter, setPage } = useListFilters(codec);
  const products = useAdminProducts(filters);
  const dealers = useAdminDealers();
  const canWrite = can(user?.role, 'catalog.write');
  const [stockFor, setStockFor] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const category = isCategory(filters.category) ? filters.category : undefined;
  const typeChoices = category ? PRODUCT_TYPES_BY_CATEGORY[category] : PRODUCT_TYPES;
  const sort = filters.sort as AdminProductSort | undefined;
  const onSort = (next: AdminProductSort) => setFilter({ sort: next });
  const filtered =
    filters.q !== undefined ||
    filters.category !== undefined ||
    filters.brand !== undefined ||
    filters.productType !== undefined ||
    filters.lowStock === true;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('nav.products')}
        actions={
          canWrite && (
            <Link to={paths.adminNewProduct()} className={buttonClasses()}>
              {t('products.new')}
            </Link>
          )
        }
      />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-navy-200 bg-white p-3">
        <SearchField
          label={t('products.search')}
          value={filters.q}
          onSearch={(q) => setFilter({ q })}
          placeholder={t('products.searchPlaceholder')}
        />
        <Select
          label={t('productForm.category')}
          value={filters.category ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
          ]}
          onChange={(event) =>
            setFilter({
              category: isCategory(event.target.value) ? event.target.value : undefined,
              productType: undefined,
            })
          }
          fieldClassName="w-44"
        />
        <Select
          label={t('productForm.brand')}
          value={filters.brand?.[0] ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...(dealers.data ?? []).map((dealer) => ({ value: dealer.name, label: dealer.name })),
          ]}
          onChange={(event) => setFilter({ brand: event.target.value ? [event.target.value] : undefined })}
          fieldClassName="w-44"
        />
        <Select
          label={t('productForm.productType')}
          value={filters.productType ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...typeChoices.map((type) => ({ value: type, label: t(`productTypes.${type}`) })),
          ]}
          onChange={(event) =>
            setFilter({
              productType: (PRODUCT_TYPES as readonly string[]).includes(event.target.value)
                ? (event.target.value as (typeof PRODUCT_TYPES)[number])
                : undefined,
            })
          }
          fieldClassName="w-44"
        />
        <Checkbox
          label={t('products.lowStockOnly')}
          checked={filters.lowStock === true}
          onChange={(event) => setFilter({ lowStock: event.target.checked || undefined })}
          className="h-10 justify-center"
        />
      </div>

      {products.isPending ? (
        <TableSkeleton columns={6} label={t('products.loading')} />
      ) : products.isError ? (
        <ErrorState
          title={t('products.error')}
          message={errorText(products.error, tApp)}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : products.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('products.emptyFiltered') : t('products.empty')}
          description={filtered ? t('filters.tryOther') : undefined}
        />
      ) : (
        <>
          <DataTable
            caption={t('nav.products')}
            stale={products.isPlaceholderData}
            head={
              <>
                <SortableHeader
                  label={t('products.columns.name')}
                  sorts={{ asc: 'name-asc', desc: 'name-desc' }}
                  current={sort}
                  onSort={onSort}
                />
                <HeaderCell>{t('productForm.brand')}</HeaderCell>
                <HeaderCell>{t('productForm.category')}</HeaderCell>
                <SortableHeader
                  label={t('products.columns.price')}
                  sorts={{ asc: 'price-asc', desc: 'price-desc' }}
                  current={sort}
                  onSort={onSort}
                />
                <SortableHeader
                  label={t('products.columns.stock')}
                  sorts={{ asc: 'stock-asc', desc: 'stock-desc' }}
                  current={sort}
                  onSort={onSort}
                />
                <SortableHeader
                  label={t('products.columns.added')}
                  sorts={{ asc: 'oldest', desc: 'newest' }}
                  current={sort}
                  onSort={onSort}
                  first="desc"
                />
                {canWrite && (
                  <HeaderCell>
                    <span className="sr-only">{t('table.actions')}</span>
                  </HeaderCell>
                )}
              </>
            }
          >
            {products.data.items.map((product) => (
              <tr key={product._id}>
                <td className={cellClasses}>
                  <div className="flex items-center gap-3">
                    <ProductImage
                      src={product.image}
                      alt=""
                      className="w-10 shrink-0 rounded-md border border-navy-100"
                    />
                    <div className="min-w-0">
                      <Link
                        to={paths.adminProduct(product._id)}
                        className="font-semibold text-navy-950 hover:underline"
                      >
                        {productName(product, format.language)}
                      </Link>
                      {/* Staff manage both names: the other one stays in sight on an Arabic page. */}
                      {format.language === 'ar' && product.nameAr?.trim() && (
                        <p className="text-xs text-navy-700" dir="auto">
                          {product.name}
                        </p>
                      )}
                      <p className="text-xs text-navy-600" dir="ltr">
                        {product.productCode}
                      </p>
                      {product.family && (
                        <p className="text-xs text-navy-700" data-testid="product-family">
                          {t('variants.column')}:{' '}
                          <bdi>
                            {format.language === 'ar' && product.family.nameAr
                              ? product.family.nameAr
                              : product.family.name}
                          </bdi>
                        </p>
                      )}
                    </div>
                  </div>
                </td>
                <td className={cellClasses}>{product.brand}</td>
                <td className={cellClasses}>
                  {t(`categories.${product.category}`)}
                  <span className="block text-xs text-navy-600">
                    {t(`productTypes.${product.productType}`)}
                  </span>
                </td>
                <td className={cellClasses}>
                  <Price amount={product.priceAfterDiscount ?? product.price} oldAmount={product.price} />
                </td>
                <td className={cellClasses}>
                  <span className="inline-flex items-center gap-2 tabular-nums">
                    {format.number(product.quantity)}
                    {product.lowStock && (
                      <Badge tone={product.quantity === 0 ? 'danger' : 'warning'}>
                        {product.quantity === 0 ? t('products.outOfStock') : t('products.lowStock')}
                      </Badge>
                    )}
                  </span>
                </td>
                <td className={`${cellClasses} whitespace-nowrap`}>{format.date(product.createdAt)}</td>
                {canWrite && (
                  <RowActionsCell
                    actions={[
                      {
                        label: t('products.stockShort'),
                        ariaLabel: t('products.adjustStockOf', { name: product.name }),
                        onClick: () => setStockFor(product),
                      },
                      {
                        label: t('actions.delete'),
                        ariaLabel: t('products.deleteOf', { name: product.name }),
                        onClick: () => setDeleting(product),
                        destructive: true,
                      },
                    ]}
                  />
                )}
              </tr>
            ))}
          </DataTable>
          <Pager
            page={products.data.page}
            pages={products.data.pages}
            summary={t('products.count', {
              count: products.data.total,
              value: format.number(products.data.total),
            })}
            onPage={setPage}
          />
        </>
      )}
      {stockFor && <StockDialog product={stockFor} open onClose={() => setStockFor(null)} />}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
