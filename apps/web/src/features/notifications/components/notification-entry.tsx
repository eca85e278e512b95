import { formatDateTime, formatEgp, type Language, type Notification } from '@kahraba/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { productName } from '../../../shared/products/product-text';
import { Identifier, Sentence, slot, UserText } from '../../../shared/ui/bidi';
import { cn } from '../../../shared/ui/cn';

interface Drawn {
  title: ReactNode;
  text: ReactNode;
  href: string;
}

type T = ReturnType<typeof useTranslation<'notifications'>>['t'];

/** An entry in words, in the page's language: from its kind and figures, never from stored text. */
function draw(entry: Notification, t: T, language: Language): Drawn {
  const egp = (amount: number) => formatEgp(amount, language);
  switch (entry.kind) {
    case 'order-placed':
    case 'order-shipped':
    case 'order-delivered':
    case 'order-cancelled': {
      const number = <Identifier>{entry.data.orderNumber}</Identifier>;
      const title = (
        <Sentence text={t(`kinds.${entry.kind}.title`, { number: slot('number') })} values={{ number }} />
      );
      let text: ReactNode;
      if (entry.kind === 'order-placed')
        text = t('kinds.order-placed.text', { total: egp(entry.data.total) });
      else if (entry.kind === 'order-shipped')
        text = entry.data.trackingNumber ? (
          <Sentence
            text={t('kinds.order-shipped.text', { tracking: slot('tracking') })}
            values={{ tracking: <Identifier>{entry.data.trackingNumber}</Identifier> }}
          />
        ) : (
          t('kinds.order-shipped.textNoTracking')
        );
      else if (entry.kind === 'order-delivered') text = t('kinds.order-delivered.text');
      else
        text = entry.data.refund
          ? t('kinds.order-cancelled.textRefund', { total: egp(entry.data.total) })
          : t('kinds.order-cancelled.text');
      return { title, text, href: paths.order(entry.data.orderId) };
    }
    case 'trade-in-decided': {
      const device = <UserText>{entry.data.device}</UserText>;
      const approved = entry.data.decision === 'approved';
      return {
        title: approved
          ? t('kinds.trade-in-decided.approvedTitle')
          : t('kinds.trade-in-decided.rejectedTitle'),
        text: approved ? (
          <Sentence
            text={t('kinds.trade-in-decided.approvedText', {
              credit: egp(entry.data.offeredCredit ?? 0),
              device: slot('device'),
            })}
            values={{ device }}
          />
        ) : (
          <Sentence
            text={t('kinds.trade-in-decided.rejectedText', {
              device: slot('device'),
              reason: slot('reason'),
            })}
            values={{ device, reason: <UserText>{entry.data.reason ?? ''}</UserText> }}
          />
        ),
        href: paths.account(),
      };
    }
    case 'chat-reply':
      return {
        title: t('kinds.chat-reply.title'),
        text: t('kinds.chat-reply.text', { count: entry.data.count }),
        href: paths.chats(),
      };
    case 'price-drop':
      return {
        title: t('kinds.price-drop.title'),
        text: (
          <Sentence
            text={t('kinds.price-drop.text', {
              product: slot('product'),
              from: egp(entry.data.oldPrice),
              to: egp(entry.data.newPrice),
            })}
            values={{ product: <UserText>{productName(entry.data, language)}</UserText> }}
          />
        ),
        href: paths.product(entry.data.productId),
      };
    case 'back-in-stock':
      return {
        title: t('kinds.back-in-stock.title'),
        text: (
          <Sentence
            text={t('kinds.back-in-stock.text', { product: slot('product') })}
            values={{ product: <UserText>{productName(entry.data, language)}</UserText> }}
          />
        ),
        href: paths.product(entry.data.productId),
      };
  }
}

/**
 * One entry of the centre: a link to what it is about (opening it marks it read), its time, and an
 * unread mark that is not colour alone.
 */
export function NotificationEntry({ entry, onOpen }: { entry: Notification; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('notifications');
  const language = currentLanguage(i18n);
  const { title, text, href } = draw(entry, t, language);
  return (
    <li
      className={cn(
        'relative flex flex-col gap-1 rounded-2xl border p-4',
        entry.read ? 'border-navy-100 bg-white' : 'border-volt-300 bg-volt-50',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to={href}
          onClick={() => {
            if (!entry.read) onOpen(entry.id);
          }}
          className="font-bold text-navy-950 underline-offset-2 hover:underline focus-visible:underline"
        >
          {title}
        </Link>
        <time dateTime={entry.createdAt} className="text-xs text-navy-600">
          {formatDateTime(entry.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      <p className="text-sm text-navy-800">{text}</p>
      {!entry.read && (
        <span className="self-start rounded-full bg-navy-950 px-2 py-0.5 text-xs font-semibold text-white">
          {t('unread')}
        </span>
      )}
    </li>
  );
}
