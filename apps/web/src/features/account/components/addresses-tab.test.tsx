import type { SavedAddress } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { createUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The Addresses tab through the whole account route: its forms post to the page's action, which
// calls the address book API (an in-memory one here).

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const home: SavedAddress = {
  _id: 'a1',
  label: 'Home',
  recipientName: 'Mona Hassan',
  phone: '01012345678',
  governorate: { id: 'giza', name: { en: 'Giza', ar: 'الجيزة' } },
  area: { id: 'dokki', name: { en: 'Dokki', ar: 'الدقي' } },
  street: '12 Tahrir St',
  building: '5',
  floor: '3',
  apartment: '7',
  landmark: null,
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

let book: SavedAddress[];
let writes: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  book = [home];
  writes = [];
  storeSession(createUser());
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (url.pathname === '/api/order/my-orders')
        return json(200, { status: 'success', data: { orders: [] } });
      if (url.pathname === '/api/wishlist') return json(200, { status: 'success', data: { items: [] } });
      if (!url.pathname.startsWith('/api/user/me/addresses'))
        return json(404, { status: 'error', code: 'ROUTE_NOT_FOUND', message: 'No such route' });
      if (method !== 'GET') writes.push({ method, path: url.pathname, body });
      const id = url.pathname.split('/')[5];
      if (method === 'POST') {
        const added: SavedAddress = {
          ...home,
          _id: 'a2',
          label: body.label || null,
          recipientName: body.recipientName,
          governorate: { id: body.governorateId, name: { en: 'Cairo', ar: 'القاهرة' } },
          area: { id: body.areaId, name: { en: 'Maadi', ar: 'المعادي' } },
          isDefault: false,
        };
        book = [...book, added];
        return json(201, { status: 'success', data: { address: added } });
      }
      if (method === 'PATCH') {
        book = book.map((a) => ({ ...a, isDefault: body.isDefault ? a._id === id : a.isDefault }));
        return json(200, { status: 'success', data: { address: book.find((a) => a._id === id) } });
      }
      if (method === 'DELETE') {
        book = book.filter((a) => a._id !== id);
        return json(200, { status: 'success', data: { addresses: book } });
      }
      return json(200, { status: 'success', data: { addresses: book } });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en', i18n);
});

const openTab = async () => {
  renderApp('/user-account?tab=addresses');
  return screen.findByRole('heading', { name: 'Delivery addresses' });
};

describe('the Addresses tab', () => {
  it('lists the saved addresses with the default marked', async () => {
    await openTab();
    const [row] = await screen.findAllByTestId('saved-address');
    expect(within(row!).getByText('Default')).toBeInTheDocument();
    expect(within(row!).getByText('Dokki, Giza')).toBeInTheDocument();
    expect(within(row!).getByText('01012345678')).toHaveAttribute('dir', 'ltr');
  });

  it('adds an address by governorate and area, checked before it is sent', async () => {
    const user = userEvent.setup();
    await openTab();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = within(screen.getByRole('form', { name: 'New address' }));
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(await form.findByText("Please enter the recipient's name.")).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.type(form.getByLabelText(/^Recipient's name/), 'Karim Adel');
    await user.type(form.getByLabelText(/^Mobile number/), '0111 222 3333');
    await user.type(form.getByLabelText(/^Label/), 'Work');
    await user.selectOptions(form.getByLabelText(/^Governorate/), 'Cairo');
    await user.selectOptions(form.getByLabelText(/^Area/), 'Maadi');
    await user.type(form.getByLabelText(/^Street/), 'Road 9');
    await user.type(form.getByLabelText(/^Building/), '14');
    await user.type(form.getByLabelText(/^Floor/), '2');
    await user.type(form.getByLabelText(/^Apartment/), '4');
    await user.click(form.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.getAllByTestId('saved-address')).toHaveLength(2));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      body: {
        recipientName: 'Karim Adel',
        phone: '0111 222 3333',
        governorateId: 'cairo',
        areaId: 'maadi',
        label: 'Work',
      },
    });
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();
  });

  it('makes another address the default and removes one, in Arabic', async () => {
    book = [home, { ...home, _id: 'a2', label: 'Work', isDefault: false }];
    await setLanguage('ar', i18n);
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/ar/user-account?tab=addresses');
    await screen.findByRole('heading', { name: 'عناوين التوصيل' });
    expect(screen.getAllByText('الدقي، الجيزة')).toHaveLength(2);
    await user.click(await screen.findByRole('button', { name: 'اجعل عنوان Work هو الافتراضي' }));
    await waitFor(() =>
      expect(writes).toContainEqual({
        method: 'PATCH',
        path: '/api/user/me/addresses/a2',
        body: { isDefault: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'حذف عنوان Home' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-address')).toHaveLength(1));
    expect(writes.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/user/me/addresses/a1' });
  });
});
