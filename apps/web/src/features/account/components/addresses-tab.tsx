import { ADDRESS_BOOK_MAX, type SavedAddress } from '@kahraba/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { AddressFields, valuesOfSaved } from '../../../shared/addresses/address-fields';
import {
  type AddressErrors,
  addressFromForm,
  checkAddress,
} from '../../../shared/addresses/address-form-data';
import { addressKeys, useAddresses } from '../../../shared/addresses/api';
import { SavedAddressLines } from '../../../shared/addresses/saved-address-lines';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast';
import type { AddressBookResult } from '../lib/address-book-action';

/** Calls `onDone` once a fetcher's post succeeded, after refreshing the address book. */
function useSucceeded(fetcher: { state: string; data?: AddressBookResult }, onDone: () => void) {
  const client = useQueryClient();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer, whatever onDone is
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      void client.invalidateQueries({ queryKey: addressKeys.all });
      onDone();
    } else if (result.failure) toast.error(result.failure);
  }, [result]);
}

/** The account's address book: list, add, edit, remove, and choose the default. */
export function AddressesTab() {
  const { t } = useTranslation('auth');
  const addresses = useAddresses();
  // 'new' while adding, an address id while editing it.
  const [editing, setEditing] = useState<string | null>(null);

  if (addresses.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-28" />
      </div>
    );
  if (addresses.isError)
    return (
      <ErrorState
        message={t('account.addresses.loadFailed')}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );

  const list = addresses.data;
  const full = list.length >= ADDRESS_BOOK_MAX;
  const editor = (address?: SavedAddress) => (
    <AddressEditor key={address?._id ?? 'new'} address={address} onClose={() => setEditing(null)} />
  );

  return (
    <section aria-labelledby="addresses-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-title" className="text-lg font-bold text-navy-950">
          {t('account.addresses.title')}
        </h2>
        {editing !== 'new' && (
          <Button onClick={() => setEditing('new')} disabled={full}>
            {t('account.addresses.add')}
          </Button>
        )}
      </div>
      {full && (
        <p className="text-sm text-navy-600">{t('account.addresses.full', { max: ADDRESS_BOOK_MAX })}</p>
      )}
      {editing === 'new' && editor()}
      {list.length === 0 && editing !== 'new' ? (
        <EmptyState title={t('account.addresses.empty')} description={t('account.addresses.emptyText')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((address) =>
            editing === address._id ? (
              <li key={address._id}>{editor(address)}</li>
            ) : (
              <AddressRow key={address._id} address={address} onEdit={() => setEditing(address._id)} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

function AddressRow({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const { t } = useTranslation('auth');
  const remove = useFetcher<AddressBookResult>();
  const makeDefault = useFetcher<AddressBookResult>();
  useSucceeded(remove, () => toast.success(t('account.addresses.removed')));
  useSucceeded(makeDefault, () => undefined);
  const name = address.label ?? address.recipientName;
  const confirmRemoval = (event: FormEvent) => {
    if (!window.confirm(t('account.addresses.removeConfirm'))) event.preventDefault();
  };
  return (
    <li
      data-testid="saved-address"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 sm:flex-row sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          {address.label && <bdi className="font-bold text-navy-950">{address.label}</bdi>}
          {address.isDefault && <Badge tone="success">{t('account.addresses.default')}</Badge>}
        </div>
        <SavedAddressLines address={address} />
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={t('account.addresses.editLabel', { name })}
        >
          {t('account.addresses.edit')}
        </Button>
        {!address.isDefault && (
          <makeDefault.Form method="post">
            <input type="hidden" name="intent" value="makeDefault" />
            <input type="hidden" name="addressId" value={address._id} />
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              loading={makeDefault.state !== 'idle'}
              aria-label={t('account.addresses.makeDefaultLabel', { name })}
            >
              {t('account.addresses.makeDefault')}
            </Button>
          </makeDefault.Form>
        )}
        <remove.Form method="post" onSubmit={confirmRemoval}>
          <input type="hidden" name="intent" value="deleteAddress" />
          <input type="hidden" name="addressId" value={address._id} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            loading={remove.state !== 'idle'}
            aria-label={t('account.addresses.removeLabel', { name })}
          >
            {t('account.addresses.remove')}
          </Button>
        </remove.Form>
      </div>
    </li>
  );
}

/** Adds an address, or edits `address`: the form posts to the page's action; the schema checks it first. */
function AddressEditor({ address, onClose }: { address?: SavedAddress; onClose: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const language = currentLanguage(i18n);
  const fetcher = useFetcher<AddressBookResult>();
  const [checked, setChecked] = useState<AddressErrors>({});
  useSucceeded(fetcher, () => {
    toast.success(t('account.addresses.saved'));
    onClose();
  });
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const errors = { ...(refused?.errors ?? {}), ...checked };
  const titleId = `address-editor-${address?._id ?? 'new'}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkAddress(addressFromForm(new FormData(event.currentTarget)), language);
    setChecked(check.ok ? {} : check.errors);
    if (!check.ok) event.preventDefault();
  };

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-volt-400"
    >
      <h3 id={titleId} className="font-bold text-navy-950">
        {address ? t('account.addresses.editTitle') : t('account.addresses.addTitle')}
      </h3>
      <input type="hidden" name="intent" value={address ? 'updateAddress' : 'addAddress'} />
      {address && <input type="hidden" name="addressId" value={address._id} />}
      <AddressFields
        idPrefix={titleId}
        initial={refused?.entered ?? (address ? valuesOfSaved(address) : {})}
        errors={errors}
        disabled={fetcher.state !== 'idle'}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          {t('account.addresses.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('account.addresses.cancel')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
