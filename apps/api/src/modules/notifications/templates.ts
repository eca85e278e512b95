import {
  calendarDayMoment,
  formatDateTime,
  formatEgp,
  formatHour,
  INSTAPAY_ADDRESS,
  INSTAPAY_NUMBERS,
  INSTAPAY_REFUND_BUSINESS_DAYS,
  instapayDeadline,
  instapayReference,
  type Language,
  type NotificationData,
  type Order,
  PICKUP_HOURS,
  STORE_CONTACT,
} from '@kahraba/domain';
import { greeting, layout, type RenderedMessage } from '../mail/templates.js';

// The messages of the notification centre's events, in both languages. Each is written whole per
// language (no fragments glued together), with the figures formatted as the pages format them.

/** A page of the store in the shopper's language, as an absolute address for a message. */
export function storeLink(publicUrl: string, language: Language, page: string): string {
  return `${publicUrl}${language === 'ar' ? '/ar' : ''}${page}`;
}

const day = (value: string, language: Language) =>
  formatDateTime(calendarDayMoment(value), language, { dateStyle: 'long' });

const productName = (data: { name: string; nameAr: string | null }, language: Language) =>
  language === 'ar' && data.nameAr ? data.nameAr : data.name;

export interface OrderPlacedMail {
  language: Language;
  name: string;
  order: Order;
  link: string;
}

function paymentParagraphs(order: Order, language: Language): string[] {
  const total = formatEgp(order.total, language);
  const ar = language === 'ar';
  if (order.paymentMethod === 'card') {
    const deadline = formatDateTime(instapayDeadline(order.createdAt), language, {
      dateStyle: 'long',
      timeStyle: 'short',
    });
    const numbers = INSTAPAY_NUMBERS.join(ar ? ' أو ' : ' or ');
    const reference = instapayReference(order);
    return ar
      ? [
          `الدفع عبر إنستاباي: حوِّل المبلغ ${total} بالضبط إلى العنوان ${INSTAPAY_ADDRESS} أو إلى الرقم ${numbers}، واكتب المرجع ${reference} في ملاحظة التحويل، قبل ${deadline}.`,
          'نبدأ تجهيز طلبك عند وصول التحويل.',
        ]
      : [
          `Pay with InstaPay: send exactly ${total} to ${INSTAPAY_ADDRESS} or to the number ${numbers}, writing the reference ${reference} in the transfer's note, by ${deadline}.`,
          'We prepare your order once the transfer arrives.',
        ];
  }
  if (order.paymentMethod === 'cash') {
    return ar
      ? [`الدفع نقدًا عند الاستلام: جهِّز ${total} عند وصول طلبك.`]
      : [`Cash on delivery: have ${total} ready when your order arrives.`];
  }
  const from = formatHour(PICKUP_HOURS.from, language);
  const to = formatHour(PICKUP_HOURS.to, language);
  return ar
    ? [`الاستلام من المتجر: استلم طلبك وادفع ${total} في ${STORE_CONTACT.location.ar}، من ${from} إلى ${to}.`]
    : [
        `Pick up at our store: collect your order and pay ${total} at ${STORE_CONTACT.location.en}, ${from} to ${to}.`,
      ];
}

export function orderPlacedMessage({ language, name, order, link }: OrderPlacedMail): RenderedMessage {
  const ar = language === 'ar';
  const lines = order.items.map(
    (item) =>
      `${item.quantity} × ${productName({ name: item.product.name, nameAr: item.product.nameAr ?? null }, language)}: ${formatEgp(item.price * item.quantity, language)}`,
  );
  const fee = formatEgp(order.shippingFee, language);
  const total = formatEgp(order.total, language);
  const delivery = order.delivery
    ? ar
      ? `موعد التوصيل المتوقع: بين ${day(order.delivery.earliest, language)} و${day(order.delivery.latest, language)}.`
      : `Expected delivery: between ${day(order.delivery.earliest, language)} and ${day(order.delivery.latest, language)}.`
    : null;
  const paragraphs = ar
    ? [
        greeting('ar', name),
        `شكرًا لك! استلمنا طلبك رقم ${order.orderNumber}.`,
        ...lines,
        `التوصيل: ${fee}`,
        `الإجمالي: ${total}`,
      ]
    : [
        greeting('en', name),
        `Thank you! We have your order ${order.orderNumber}.`,
        ...lines,
        `Delivery: ${fee}`,
        `Total: ${total}`,
      ];
  return {
    subject: ar ? `طلبك رقم ${order.orderNumber} من كهربا` : `Your Kahraba order ${order.orderNumber}`,
    ...layout({
      language,
      paragraphs: [...paragraphs, ...(delivery ? [delivery] : []), ...paymentParagraphs(order, language)],
      action: { label: ar ? 'عرض الطلب' : 'View your order', url: link },
    }),
  };
}

export type OrderUpdateKind = 'order-shipped' | 'order-delivered' | 'order-cancelled';

export interface OrderUpdateMail {
  language: Language;
  name: string;
  kind: OrderUpdateKind;
  data:
    | NotificationData<'order-shipped'>
    | NotificationData<'order-delivered'>
    | NotificationData<'order-cancelled'>;
  link: string;
}

export function orderUpdateMessage({ language, name, kind, data, link }: OrderUpdateMail): RenderedMessage {
  const ar = language === 'ar';
  const number = data.orderNumber;
  const total = formatEgp(data.total, language);
  let subject: string;
  let body: string[];
  if (kind === 'order-shipped') {
    const tracking = 'trackingNumber' in data ? data.trackingNumber : null;
    subject = ar ? `طلبك رقم ${number} في الطريق إليك` : `Your order ${number} is on its way`;
    body = ar
      ? [`خرج طلبك رقم ${number} للتوصيل.`, ...(tracking ? [`رقم التتبع: ${tracking}`] : [])]
      : [`Your order ${number} has shipped.`, ...(tracking ? [`Tracking number: ${tracking}`] : [])];
  } else if (kind === 'order-delivered') {
    subject = ar ? `تم توصيل طلبك رقم ${number}` : `Your order ${number} was delivered`;
    body = ar
      ? [`تم توصيل طلبك رقم ${number}. نتمنى أن يعجبك!`, 'يمكنك إرجاع المنتجات خلال 14 يومًا من الاستلام.']
      : [
          `Your order ${number} was delivered. We hope you enjoy it!`,
          'You can return it within 14 days of receipt.',
        ];
  } else {
    const refund = 'refund' in data && data.refund;
    subject = ar ? `تم إلغاء طلبك رقم ${number}` : `Your order ${number} is cancelled`;
    body = ar
      ? [
          `تم إلغاء طلبك رقم ${number}.`,
          ...(refund
            ? [
                `دفعت ${total} عبر إنستاباي: سنعيد المبلغ بالكامل عبر إنستاباي إلى الحساب الذي حوَّلت منه خلال ${INSTAPAY_REFUND_BUSINESS_DAYS} أيام عمل، دون أي إجراء منك.`,
              ]
            : []),
        ]
      : [
          `Your order ${number} is cancelled.`,
          ...(refund
            ? [
                `You paid ${total} by InstaPay: we send it all back, by InstaPay, to the account the transfer came from within ${INSTAPAY_REFUND_BUSINESS_DAYS} business days. There is nothing for you to do.`,
              ]
            : []),
        ];
  }
  return {
    subject,
    ...layout({
      language,
      paragraphs: [greeting(language, name), ...body],
      action: { label: ar ? 'عرض الطلب' : 'View your order', url: link },
    }),
  };
}

export function tradeInDecidedMessage({
  language,
  name,
  data,
  link,
}: {
  language: Language;
  name: string;
  data: NotificationData<'trade-in-decided'>;
  link: string;
}): RenderedMessage {
  const ar = language === 'ar';
  const approved = data.decision === 'approved';
  const credit = data.offeredCredit === null ? '' : formatEgp(data.offeredCredit, language);
  const body = approved
    ? ar
      ? [`وافقنا على طلب استبدال ${data.device}، برصيد ${credit}.`]
      : [`We accepted your trade-in of ${data.device}, for a credit of ${credit}.`]
    : ar
      ? [`لم نتمكن من قبول طلب استبدال ${data.device}.`, ...(data.reason ? [`السبب: ${data.reason}`] : [])]
      : [
          `We could not accept your trade-in of ${data.device}.`,
          ...(data.reason ? [`Reason: ${data.reason}`] : []),
        ];
  return {
    subject: ar ? 'تم الرد على طلب الاستبدال' : 'Your trade-in request was decided',
    ...layout({
      language,
      paragraphs: [greeting(language, name), ...body],
      action: { label: ar ? 'عرض حسابي' : 'View your account', url: link },
    }),
  };
}

export function chatReplyMessage({
  language,
  name,
  count,
  link,
}: {
  language: Language;
  name: string;
  count: number;
  link: string;
}): RenderedMessage {
  const ar = language === 'ar';
  return {
    subject: ar ? 'رد عليك فريق خدمة العملاء في كهربا' : 'Kahraba customer service replied',
    ...layout({
      language,
      paragraphs: ar
        ? [greeting('ar', name), `لديك رسائل جديدة من خدمة العملاء (${count}) لم تقرأها بعد.`]
        : [
            greeting('en', name),
            count === 1
              ? 'Customer service sent you a message you have not read yet.'
              : `Customer service sent you ${count} messages you have not read yet.`,
          ],
      action: { label: ar ? 'قراءة الرسائل' : 'Read your messages', url: link },
    }),
  };
}

export function priceDropMessage({
  language,
  name,
  data,
  link,
}: {
  language: Language;
  name: string;
  data: NotificationData<'price-drop'>;
  link: string;
}): RenderedMessage {
  const ar = language === 'ar';
  const product = productName(data, language);
  const from = formatEgp(data.oldPrice, language);
  const to = formatEgp(data.newPrice, language);
  return {
    subject: ar ? `انخفض سعر ${product}` : `Price drop: ${product}`,
    ...layout({
      language,
      paragraphs: ar
        ? [greeting('ar', name), `انخفض سعر ${product} في قائمة مفضلتك من ${from} إلى ${to}.`]
        : [greeting('en', name), `${product}, on your wishlist, went down from ${from} to ${to}.`],
      action: { label: ar ? 'عرض المنتج' : 'See the product', url: link },
      after: [
        ar
          ? 'يمكنك إيقاف هذه الرسائل من إعدادات حسابك.'
          : 'You can turn these e-mails off in your account settings.',
      ],
    }),
  };
}

export function backInStockMessage({
  language,
  name,
  data,
  link,
}: {
  language: Language;
  name: string;
  data: NotificationData<'back-in-stock'>;
  link: string;
}): RenderedMessage {
  const ar = language === 'ar';
  const product = productName(data, language);
  return {
    subject: ar ? `${product} متوفر الآن` : `Back in stock: ${product}`,
    ...layout({
      language,
      paragraphs: ar
        ? [greeting('ar', name), `${product} متوفر من جديد. الكمية محدودة، فلا تتأخر.`]
        : [greeting('en', name), `${product} is back in stock. Quantities are limited.`],
      action: { label: ar ? 'عرض المنتج' : 'See the product', url: link },
      after: [ar ? 'أرسلنا لك هذا التنبيه مرة واحدة، كما طلبت.' : 'We send this alert once, as you asked.'],
    }),
  };
}
