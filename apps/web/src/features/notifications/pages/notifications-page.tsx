import type { ReactNode } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  useActionData,
  useNavigation,
} from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { loadPageData } from '../../../shared/api/page-data';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUnreadNotifications } from '../../../shared/notifications/unread';
import { paths } from '../../../shared/paths';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { BellIcon } from '../../../shared/ui/icons';
import { PageTitle } from '../../../shared/ui/page-title';
import { Skeleton } from '../../../shared/ui/skeleton';
import {
  markAllNotificationsRead,
  notificationsQueryOptions,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications';
import { NotificationEntry } from '../components/notification-entry';

export const handle = { i18n: ['notifications'] };

const READ_ALL = 'read-all';

/** The first page of entries, drawn by the server; older ones are read in the browser. */
export async function loader(_: LoaderFunctionArgs) {
  return loadPageData((client) => client.prefetchInfiniteQuery(notificationsQueryOptions()));
}

/** "Mark all read": a plain form, so it works before the page's scripts have run. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== READ_ALL) return data({ failed: true }, { status: 400 });
  try {
    await markAllNotificationsRead();
    return data({ failed: false });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data({ failed: true }, { status: error.status });
    throw error;
  }
}

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { t: tApp } = useTranslation();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const unread = useUnreadNotifications();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const markingAll = navigation.state === 'submitting' && navigation.formData?.get('intent') === READ_ALL;
  const entries = notifications.data?.pages.flatMap((page) => page.notifications) ?? [];
  const anyUnread = unread > 0 || entries.some((entry) => !entry.read);

  let content: ReactNode;
  if (notifications.isPending) {
    content = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  } else if (notifications.isError) {
    content = (
      <ErrorState
        message={t('loadError')}
        onRetry={() => void notifications.refetch()}
        retrying={notifications.isFetching}
      />
    );
  } else if (entries.length === 0) {
    content = (
      <EmptyState
        icon={<BellIcon className="size-12" />}
        title={t('empty')}
        description={t('emptyText')}
        action={
          <Link to={paths.products()} className={buttonClasses()}>
            {t('browse')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => (
            <NotificationEntry key={entry.id} entry={entry} onOpen={(id) => markRead.mutate(id)} />
          ))}
        </ul>
        {notifications.hasNextPage && (
          <Button
            variant="secondary"
            className="self-center"
            loading={notifications.isFetchingNextPage}
            onClick={() => void notifications.fetchNextPage()}
          >
            {notifications.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle>{tApp('app.pageTitle', { page: t('title') })}</PageTitle>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-navy-950">{t('title')}</h1>
          <p className="text-sm text-navy-700">{t('subtitle')}</p>
        </div>
        {anyUnread && (
          <Form method="post">
            <input type="hidden" name="intent" value={READ_ALL} />
            <Button type="submit" variant="secondary" loading={markingAll}>
              {markingAll ? t('markingAllRead') : t('markAllRead')}
            </Button>
          </Form>
        )}
      </header>
      {outcome?.failed && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t('actionError')}
        </p>
      )}
      {content}
      <Link
        to={paths.account('settings')}
        className="self-start text-sm font-semibold text-navy-800 underline-offset-2 hover:underline"
      >
        {t('settingsLink')}
      </Link>
    </div>
  );
}
