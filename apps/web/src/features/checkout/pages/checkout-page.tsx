import {
  type AppliedCoupon,
  type Cart,
  DELIVERY_CUTOFF_HOUR,
  formatEgp,
  formatHour,
  INSTAPAY_NUMBERS,
  type InstallmentChoice,
  LIMITS,
  type Order,
  orderTotal,
  PAYMENT_CHOICES,
  type PaymentChoice,
  type PaymentMethod,
  PICKUP_HOURS,
  paymentMethodFor,
  SHIPPING_METHODS,
  type ShippingMethod,
  STORE_CONTACT,
  TAX_RATE_PERCENT,
} from '@kahraba/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigate,
} from 'react-router';
import type { AddressFieldValues } from '../../../shared/addresses/address-fields';
import {
  type AddressErrors,
  addressErrorsOf,
  addressFromForm,
  checkAddress,
  errorsStillShown,
} from '../../../shared/addresses/address-form-data';
import {
  addressesQueryOptions,
  addressKeys,
  createAddress,
  defaultAddress,
  useAddresses,
} from '../../../shared/addresses/api';
import { ApiError } from '../../../shared/api/http-client';
import { loadPageData } from '../../../shared/api/page-data';
import { cartQueryOptions, fetchCart } from '../../../shared/cart-api';
import { dispatchCartUpdated } from '../../../shared/cart-events';
import { deliveryQuotesQueryOptions, useDeliveryQuotes } from '../../../shared/delivery/api';
import { deliveryWindowText } from '../../../shared/delivery/delivery-line';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { installmentOffersQueryOptions } from '../../../shared/installments/api';
import { InstapayPayment } from '../../../shared/orders/instapay-payment';
import { paths } from '../../../shared/paths';
import { productName } from '../../../shared/products/product-text';
import { useSession } from '../../../shared/session/use-session';
import { Identifier, Sentence, slot } from '../../../shared/ui/bidi';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LeaveFor } from '../../../shared/ui/leave-for';
import { PageTitle } from '../../../shared/ui/page-title';
import { Price } from '../../../shared/ui/price';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast';
import { checkCoupon, placeOrder, serverMessage, useCheckoutCart } from '../api/checkout';
import { AddressChoice, NEW_ADDRESS } from '../components/address-choice';
import { ChoiceGroup } from '../components/choice-group';
import { CouponField } from '../components/coupon-field';
import { InstallmentChoiceField, parseInstallmentValue } from '../components/installment-choice';

export function CheckoutPage() {
  const { t } = useTranslation('orders');
  const { t: tApp } = useTranslation();
  const cart = useCheckoutCart();
  const [placed, setPlaced] = useState<Order | null>(null);

  useEffect(() => {
    if (cart.isError) toast.error(t('checkout.failedToLoad'), { id: 'checkout-cart-error' });
  }, [cart.isError, t]);

  // SPEC §2: a cart that cannot be loaded sends the shopper back to the cart page.
  if (cart.isError) return <LeaveFor to={paths.cart()} />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <PageTitle>{tApp('app.pageTitle', { page: t('checkout.heading') })}</PageTitle>
      <h1 className="text-2xl font-bold text-navy-950">{t('checkout.heading')}</h1>
      {placed ? (
        <SuccessModal order={placed} />
      ) : cart.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-64" />
        </div>
      ) : cart.data.items.length === 0 ? (
        <EmptyState
          title={t('checkout.noCart')}
          description={t('checkout.noCartText')}
          action={
            <Link to={paths.cart()} className={buttonClasses()}>
              {t('checkout.goToCart')}
            </Link>
          }
        />
      ) : (
        <CheckoutForm cart={cart.data} onPlaced={setPlaced} />
      )}
    </div>
  );
}

function CheckoutForm({ cart, onPlaced }: { cart: Cart; onPlaced: (order: Order) => void }) {
  const { t, i18n } = useTranslation('orders');
  const { t: tApp } = useTranslation();
  const language = currentLanguage(i18n);
  const queryClient = useQueryClient();
  // A new address is for the shopper unless they say otherwise: their name and phone to start from.
  const { user } = useSession();
  // The form as posted without scripts, when the server refused it: the shopper's entries stay.
  const posted = useActionData<typeof action>();
  const orderKey = (useLoaderData() as Partial<CheckoutLoaderData> | undefined)?.orderKey;
  const saved = useAddresses().data ?? [];
  // Until the shopper picks, the default address is chosen (or a new one, for an empty book).
  const [picked, setPicked] = useState<string | null>(posted?.entered.addressId ?? null);
  const choice = picked ?? defaultAddress(saved)?._id ?? NEW_ADDRESS;
  const [newPlace, setNewPlace] = useState({
    governorateId: posted?.entered.newAddress.governorateId ?? '',
    areaId: posted?.entered.newAddress.areaId ?? '',
  });
  const [addressErrors, setAddressErrors] = useState<AddressErrors>(posted?.addressErrors ?? {});
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>(
    posted?.entered.shippingMethod ?? 'standard',
  );
  const [payment, setPayment] = useState<PaymentChoice>(posted?.entered.payment ?? 'instapay');
  const [notes, setNotes] = useState(posted?.entered.notes ?? '');
  const [processing, setProcessing] = useState(false);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(posted?.coupon ?? null);
  const [couponError, setCouponError] = useState<string | null>(posted?.couponError ?? null);
  const [checkingCoupon, setCheckingCoupon] = useState(false);
  const [installment, setInstallment] = useState<InstallmentChoice | null>(
    posted?.entered.installment ?? null,
  );

  // The fee and the dates depend on where it goes: the server quotes them for the governorate.
  const governorateId =
    choice === NEW_ADDRESS ? newPlace.governorateId : saved.find((a) => a._id === choice)?.governorate.id;
  const quotes = useDeliveryQuotes(governorateId || undefined);
  const quoteOf = (method: ShippingMethod) => quotes.data?.find((q) => q.method === method);
  // Express chosen, then an address it is not offered to: standard is what can be ordered.
  const method: ShippingMethod = !quotes.data || quoteOf(shippingMethod) ? shippingMethod : 'standard';
  const fee = quoteOf(method)?.fee;

  const total = orderTotal({
    totalAfterDiscount: cart.totalAfterDiscount,
    shippingFee: fee ?? 0,
    couponDiscount: coupon?.discount ?? 0,
  });

  const applyCoupon = async (code: string) => {
    setCheckingCoupon(true);
    try {
      setCoupon(await checkCoupon(code));
      setCouponError(null);
    } catch (error) {
      setCoupon(null);
      setCouponError(serverMessage(error, t('checkout.coupon.failed')));
    } finally {
      setCheckingCoupon(false);
    }
  };

  /** A new address is checked here first, saved to the book, and the order sent to it. */
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = addressFromForm(new FormData(event.currentTarget));
    if (choice === NEW_ADDRESS) {
      const check = checkAddress(typed, language);
      setAddressErrors(check.ok ? {} : check.errors);
      if (!check.ok) return;
    }
    setProcessing(true);
    try {
      let addressId = choice;
      if (choice === NEW_ADDRESS) {
        addressId = (await createAddress(typed))._id;
        // Saved: a retry after a refused order uses it rather than saving it twice.
        setPicked(addressId);
        void queryClient.invalidateQueries({ queryKey: addressKeys.all });
      }
      // A fresh key per attempt: a network retry of this request cannot place a second order.
      const order = await placeOrder(
        cart,
        {
          addressId,
          shippingMethod: method,
          paymentMethod: paymentMethodFor(payment),
          notes,
          // The server checks the code again and computes the discount itself.
          coupon: coupon?.code,
          // Likewise the plan: priced again against the total the server computes.
          installment: installment ?? undefined,
        },
        crypto.randomUUID(),
      );
      queryClient.setQueryData(['cart'], { ...cart, items: [], total: 0, totalAfterDiscount: 0 });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      dispatchCartUpdated(0);
      onPlaced(order);
    } catch (error) {
      const fieldErrors = addressErrorsOf(error);
      if (fieldErrors) setAddressErrors(fieldErrors);
      else toast.error(serverMessage(error, t('checkout.checkoutFailed')));
    } finally {
      setProcessing(false);
    }
  };

  const hours = { from: formatHour(PICKUP_HOURS.from, language), to: formatHour(PICKUP_HOURS.to, language) };

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onChange={(event) => {
        // Once the new address was refused, each fix clears its field's message as it is typed.
        if (choice !== NEW_ADDRESS || Object.keys(addressErrors).length === 0) return;
        const check = checkAddress(addressFromForm(new FormData(event.currentTarget)), language);
        setAddressErrors((shown) => errorsStillShown(shown, check));
      }}
      className="grid gap-6 lg:grid-cols-[1fr_22rem]"
    >
      {/* Posted twice (a double click before the scripts ran), the form still places one order. */}
      {orderKey && <input type="hidden" name="orderKey" value={orderKey} />}
      <div className="flex flex-col gap-8">
        {posted?.failure && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {posted.failure}
          </p>
        )}
        <section aria-labelledby="step-shipping" className="flex flex-col gap-4">
          <h2 id="step-shipping" className="flex items-center gap-3 text-lg font-bold text-navy-950">
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-volt-400">
              1
            </span>
            {t('checkout.steps.shipping')}
          </h2>
          <AddressChoice
            addresses={saved}
            value={choice}
            onChange={setPicked}
            entered={
              posted?.entered.newAddress ?? { recipientName: user?.name, phone: user?.phone ?? undefined }
            }
            errors={addressErrors}
            onPlaceChange={setNewPlace}
            disabled={processing}
          />
          <ChoiceGroup
            name="shippingMethod"
            legend={t('checkout.method.heading')}
            value={method}
            onChange={setShippingMethod}
            disabled={processing}
            choices={SHIPPING_METHODS.map((option) => {
              const quote = quoteOf(option);
              const notOffered = Boolean(quotes.data) && !quote;
              return {
                value: option,
                label: t(`checkout.method.${option}`),
                disabled: notOffered,
                description: quote ? (
                  <span data-testid={`delivery-window-${option}`}>
                    {t('checkout.method.arrives', { window: deliveryWindowText(tApp, quote, language) })}
                  </span>
                ) : notOffered ? (
                  t('checkout.method.notOffered')
                ) : (
                  t('checkout.method.chooseAddress')
                ),
                aside: quote ? formatEgp(quote.fee, language) : undefined,
              };
            })}
          />
          <p className="text-xs text-navy-600">
            {tApp('delivery.cutoffNote', { hour: formatHour(DELIVERY_CUTOFF_HOUR, language) })}
          </p>
        </section>
        <section aria-labelledby="step-payment" className="flex flex-col gap-4">
          <h2 id="step-payment" className="flex items-center gap-3 text-lg font-bold text-navy-950">
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-volt-400">
              2
            </span>
            {t('checkout.steps.payment')}
          </h2>
          <ChoiceGroup
            name="payment"
            legend={t('checkout.payment.heading')}
            value={payment}
            onChange={setPayment}
            disabled={processing}
            choices={[
              {
                value: 'instapay',
                label: t('checkout.payment.instapay'),
                description: (
                  <>
                    {t('checkout.payment.instapayText')}{' '}
                    {INSTAPAY_NUMBERS.map((number) => (
                      <Identifier key={number} className="me-2 inline-block font-semibold">
                        {number}
                      </Identifier>
                    ))}
                  </>
                ),
              },
              {
                value: 'cash',
                label: t('checkout.payment.cash'),
                description: t('checkout.payment.cashText'),
              },
              {
                value: 'pickup',
                label: t('checkout.payment.pickup'),
                description: t('checkout.payment.pickupText', {
                  ...hours,
                  address: STORE_CONTACT.location[language],
                }),
              },
            ]}
          />
          <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
            {t('checkout.notes')}
            <textarea
              name="notes"
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              maxLength={1000}
              rows={3}
              disabled={processing}
              className="rounded-lg border border-navy-300 p-3 font-normal"
            />
          </label>
          <InstallmentChoiceField
            amount={total}
            value={installment}
            onChange={setInstallment}
            disabled={processing}
          />
        </section>
      </div>
      <aside className="flex flex-col gap-3">
        <section
          aria-labelledby="checkout-summary-heading"
          className="flex flex-col gap-3 rounded-2xl border border-navy-200 bg-white p-5"
        >
          <h2 id="checkout-summary-heading" className="text-lg font-bold">
            {t('summary.heading')}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {cart.items.map((item) => (
              <li key={item.product._id} className="flex justify-between gap-3">
                <span className="min-w-0">
                  <bdi>{productName(item.product, language)}</bdi> × {item.quantity}
                </span>
              </li>
            ))}
          </ul>
          <dl className="flex flex-col gap-2 border-t border-navy-200 pt-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{t('summary.subtotal')}</dt>
              <dd>
                <Price amount={cart.total} />
              </dd>
            </div>
            {cart.totalAfterDiscount < cart.total && (
              <div className="flex justify-between gap-4 text-green-800">
                <dt>{t('summary.discount', { percent: cart.discount })}</dt>
                <dd>−{formatEgp(cart.total - cart.totalAfterDiscount, language)}</dd>
              </div>
            )}
            {coupon && (
              <div className="flex justify-between gap-4 text-green-800">
                <dt>
                  <Sentence
                    text={t('summary.coupon', { code: slot('code') })}
                    values={{ code: <Identifier>{coupon.code}</Identifier> }}
                  />
                </dt>
                <dd data-testid="checkout-coupon-discount">−{formatEgp(coupon.discount, language)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt>{t('summary.shipping')}</dt>
              <dd data-testid="checkout-shipping">{fee === undefined ? '—' : <Price amount={fee} />}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base font-bold">
              <dt>{t('summary.total')}</dt>
              <dd data-testid="checkout-total">
                <Price amount={total} />
              </dd>
            </div>
          </dl>
          <CouponField
            defaultCode={posted?.entered.coupon}
            applied={coupon}
            error={couponError}
            checking={checkingCoupon}
            disabled={processing}
            onApply={applyCoupon}
            onRemove={() => {
              setCoupon(null);
              setCouponError(null);
            }}
          />
          <p className="text-xs text-navy-600">{t('summary.vatNote', { rate: TAX_RATE_PERCENT })}</p>
          <p className="text-xs text-navy-600">{t('summary.returnsNote', { days: LIMITS.returnDays })}</p>
          <Button type="submit" size="lg" loading={processing}>
            {processing ? t('checkout.processing') : t('checkout.placeOrder')}
          </Button>
        </section>
      </aside>
    </form>
  );
}

function SuccessModal({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const leave = () => navigate(paths.home());
  return (
    <Dialog
      open
      onClose={leave}
      title={t('checkout.successModal.title')}
      description={
        <>
          <Sentence
            text={t('checkout.successModal.text', { orderNumber: slot('orderNumber') })}
            values={{ orderNumber: <Identifier>{order.orderNumber}</Identifier> }}
          />
          {order.delivery && (
            <span className="mt-2 block">
              {t('checkout.successModal.delivery', {
                window: deliveryWindowText(tApp, order.delivery, currentLanguage(i18n)),
              })}
            </span>
          )}
        </>
      }
      footer={
        <>
          <Button variant="ghost" onClick={leave}>
            {t('checkout.successModal.continue')}
          </Button>
          {/* The order just placed is what the shopper most likely wants to see next. */}
          <Link to={paths.order(order._id)} className={buttonClasses()}>
            {t('checkout.successModal.viewOrder')}
          </Link>
        </>
      }
    >
      {/* InstaPay: the money is still to send, and this is where the shopper reads how. */}
      {order.paymentMethod === 'card' && <InstapayPayment order={order} />}
    </Dialog>
  );
}

export const handle = { i18n: ['orders'] };

interface CheckoutLoaderData {
  /** The Idempotency-Key of the order this rendering of the form places when posted. */
  orderKey: string;
}

/**
 * The plans offered for the total as the form first shows it (the default address, standard
 * shipping), so they draw with the page.
 */
async function prefetchInstallmentOffers(client: QueryClient, shippingFee: number) {
  const cart = client.getQueryData(cartQueryOptions().queryKey);
  if (!cart || cart.items.length === 0) return;
  const total = orderTotal({ totalAfterDiscount: cart.totalAfterDiscount, shippingFee });
  await client.prefetchQuery(installmentOffersQueryOptions(total));
}

export async function loader() {
  const pageData = await loadPageData(async (client) => {
    // SPEC §2: a cart that cannot be loaded sends the shopper back to the cart page.
    await client.fetchQuery(cartQueryOptions()).catch(() => {
      throw redirect(paths.cart());
    });
    // The default address's fee and dates are drawn with the page.
    const addresses = await client.fetchQuery(addressesQueryOptions()).catch(() => []);
    const governorateId = defaultAddress(addresses)?.governorate.id;
    const quotes = governorateId
      ? await client.fetchQuery(deliveryQuotesQueryOptions(governorateId)).catch(() => undefined)
      : undefined;
    const standard = quotes?.find((quote) => quote.method === 'standard');
    await prefetchInstallmentOffers(client, standard?.fee ?? 0);
  });
  return { ...pageData, orderKey: crypto.randomUUID() } satisfies CheckoutLoaderData;
}

/** The checkout form as the browser posts it, before the page's scripts run or without them. */
function enteredCheckout(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const newAddress: AddressFieldValues = addressFromForm(form);
  return {
    /** A saved address's id, or NEW_ADDRESS. */
    addressId: text('addressId') || NEW_ADDRESS,
    newAddress,
    shippingMethod: SHIPPING_METHODS.find((method) => method === text('shippingMethod')),
    payment: PAYMENT_CHOICES.find((choice) => choice === text('payment')),
    notes: text('notes'),
    coupon: text('coupon').trim(),
    installment: parseInstallmentValue(text('installment')),
  };
}

/** Apply, posted before the scripts ran: the form comes back with the code's discount or its refusal. */
async function applyCouponAction(entered: ReturnType<typeof enteredCheckout>) {
  try {
    return data({
      entered,
      coupon: await checkCoupon(entered.coupon),
      couponError: null,
      failure: null,
      addressErrors: {} as AddressErrors,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return data(
        {
          entered,
          coupon: null,
          couponError: error.message,
          failure: null,
          addressErrors: {} as AddressErrors,
        },
        { status: error.status },
      );
    }
    throw error;
  }
}

/**
 * Place order without scripts: the same sequence as the page's own (SPEC §7: a reservation per
 * line, then the order), checked by the API, which answers a refusal in the shopper's language.
 * Placed, the shopper lands on the order's page; refused, back on the form with the message and
 * everything typed.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const entered = enteredCheckout(form);
  // Enter in an address field posts the first submit button, Apply: with no code, it places the order.
  if (form.get('intent') === 'applyCoupon' && entered.coupon) return applyCouponAction(entered);
  const orderKey = form.get('orderKey');
  try {
    const cart = await fetchCart();
    // A new address is saved to the book first; the order then goes to it like to any saved one.
    const addressId =
      entered.addressId === NEW_ADDRESS
        ? (await createAddress(addressFromForm(form)))._id
        : entered.addressId;
    const order = await placeOrder(
      cart,
      {
        addressId,
        // A missing or unknown choice is sent empty, and the API names the field it refuses.
        shippingMethod: entered.shippingMethod ?? ('' as ShippingMethod),
        paymentMethod: entered.payment ? paymentMethodFor(entered.payment) : ('' as PaymentMethod),
        notes: entered.notes,
        coupon: entered.coupon || undefined,
        installment: entered.installment ?? undefined,
      },
      typeof orderKey === 'string' && orderKey !== '' ? orderKey : crypto.randomUUID(),
    );
    return redirect(paths.order(order._id));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const addressErrors = addressErrorsOf(error);
      return data(
        {
          // The banner too: without scripts the page comes back at its top.
          failure: error.message,
          entered,
          coupon: null,
          couponError: null,
          addressErrors: addressErrors ?? {},
        },
        { status: error.status },
      );
    }
    throw error;
  }
}

export default CheckoutPage;
