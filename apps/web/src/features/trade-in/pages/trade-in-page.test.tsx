import { TRADE_IN_FIELD_LABELS, TRADE_IN_FORMS, TRADE_IN_TYPE_IDS } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../shared/i18n/locales/ar/tradeIn.json';
import en from '../../../shared/i18n/locales/en/tradeIn.json';
import { createProduct, mockApi, productList, renderRoutes } from '../../../test/mock-api';
import { TradeInPage } from './trade-in-page';

const phone = createProduct({
  _id: 'phone1',
  name: 'Galaxy S25',
  brand: 'Samsung',
  price: 40_000,
  priceAfterDiscount: 30_000,
});
const laptop = createProduct({
  _id: 'laptop1',
  name: 'ThinkPad X1',
  brand: 'Lenovo',
  category: 'Laptop',
  productType: 'Laptop',
});

const stored = {
  _id: 't1',
  user: 'u1',
  category: 'MobileTablet',
  productType: 'Mobile',
  specs: { name: 'iPhone 12', ram: '4GB', internalMemory: '128GB', cpuSpeedGHz: 2.4 },
  replacement: 'phone1',
  status: 'pending',
  createdAt: '2026-11-22T10:00:00.000Z',
};

function setup(
  tradeInReply: { status?: number; body: unknown } = {
    status: 201,
    body: { status: 'success', data: stored },
  },
) {
  const api = mockApi({
    '/api/product': (url) => ({
      body: productList(url.searchParams.get('category') === 'Laptop' ? [laptop] : [phone]),
    }),
    '/api/tradein': tradeInReply,
    '/api/product/suggest': {
      body: {
        status: 'success',
        data: {
          brands: [],
          categories: [],
          products: [
            createProduct({
              _id: 's24',
              name: 'Samsung Galaxy S24',
              category: 'Mobile',
              deviceType: 'Mobile',
              specs: { ram: '8GB', internalMemory: '256GB', screen: '6.2 inches' },
            }),
            createProduct({
              _id: 'tab',
              name: 'Samsung Galaxy Tab S10',
              category: 'Mobile',
              deviceType: 'Tablet',
            }),
            createProduct({ _id: 'case', name: 'Samsung Galaxy S24 Case', category: 'Accessories' }),
          ],
        },
      },
    },
  });
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/trade-in', element: <TradeInPage /> },
      { path: '/user-account', element: <h1>Account page</h1> },
    ],
    '/trade-in',
  );
  return { api, user, ...view };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit trade-in request' });

async function fillPhoneForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Mobile & Tablet' }));
  await user.click(screen.getByRole('radio', { name: 'Mobile' }));
  await user.type(screen.getByRole('textbox', { name: /Device name/ }), 'iPhone 12');
  await user.type(screen.getByRole('textbox', { name: /^RAM/ }), '4GB');
  await user.type(screen.getByRole('textbox', { name: /Internal memory/ }), '128GB');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TradeInPage', () => {
  it('fills the spec form from the model the shopper picks, offering only models of the type', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Mobile & Tablet' }));
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    await user.type(screen.getByRole('searchbox', { name: /Find your model/ }), 'galaxy');
    const models = await screen.findByRole('list', { name: 'Models that match' });
    // The tablet and the case are not phones.
    expect(
      within(models)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Samsung Galaxy S24']);
    await user.click(within(models).getByRole('button', { name: 'Samsung Galaxy S24' }));

    expect(screen.getByRole('textbox', { name: /Device name/ })).toHaveValue('Samsung Galaxy S24');
    expect(screen.getByRole('textbox', { name: /^RAM/ })).toHaveValue('8GB');
    expect(screen.getByRole('textbox', { name: /Internal memory/ })).toHaveValue('256GB');
    expect(screen.getByText(/Filled in from the model you picked/)).toBeInTheDocument();

    // The estimate narrows to the model picked.
    await user.click(screen.getByRole('radio', { name: /^Good/ }));
    await waitFor(() =>
      expect(api.lastQuery('/api/tradein/estimate')).toEqual({
        type: 'Mobile',
        condition: 'good',
        model: 's24',
      }),
    );
  });

  it('asks for in-stock replacements of the matching category, six at most', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Mobile & Tablet' }));
    expect(await screen.findByRole('radio', { name: 'Galaxy S25' })).toBeInTheDocument();
    expect(api.lastQuery('/api/product')).toEqual({ category: 'Mobile', inStock: 'in', limit: '6' });
    expect(screen.getByText('25% off')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Laptop' }));
    expect(await screen.findByRole('radio', { name: 'ThinkPad X1' })).toBeInTheDocument();
    expect(api.lastQuery('/api/product')).toMatchObject({ category: 'Laptop' });
  });

  it('shows the empty message when no replacement is available', async () => {
    mockApi({ '/api/product': { body: productList([]) } });
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <TradeInPage /> }], '/trade-in');
    await user.click(screen.getByRole('radio', { name: 'Gaming' }));
    expect(
      await screen.findByText('No replacement products are available in this category right now.'),
    ).toBeInTheDocument();
  });

  it('resets the specs when the type changes, and type and specs when the category changes', async () => {
    const { user } = setup();
    await fillPhoneForm(user);
    await user.click(screen.getByRole('radio', { name: 'Tablet' }));
    expect(screen.getByRole('textbox', { name: /Device name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Screen/ })).toBeRequired();

    await user.type(screen.getByRole('textbox', { name: /Device name/ }), 'iPad');
    await user.click(screen.getByRole('radio', { name: 'Laptop' }));
    expect(screen.queryByRole('textbox', { name: /Device name/ })).not.toBeInTheDocument();
    expect(screen.getByText('Choose a product type first.')).toBeInTheDocument();
    const typeGroup = screen.getByRole('group', { name: '2. Product type' });
    expect(within(typeGroup).getByRole('radio', { name: 'Laptop' })).not.toBeChecked();
  });

  it('keeps submit disabled until category, type and replacement are chosen', async () => {
    const { user } = setup();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Mobile & Tablet' }));
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(submitButton()).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: 'Galaxy S25' }));
    expect(submitButton()).toBeEnabled();
    // A new category drops the replacement, which belonged to the old one.
    await user.click(screen.getByRole('radio', { name: 'Laptop' }));
    expect(submitButton()).toBeDisabled();
  });

  it('names the missing required fields and sends nothing', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Mobile & Tablet' }));
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    await user.type(screen.getByRole('textbox', { name: /Device name/ }), 'iPhone 12');
    await user.click(await screen.findByRole('radio', { name: 'Galaxy S25' }));
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in: RAM, Internal memory');
    expect(api.requests.some((url) => url.pathname === '/api/tradein')).toBe(false);
  });

  it('sends the request, toasts and goes to the account page', async () => {
    const { user, router } = setup();
    await fillPhoneForm(user);
    await user.type(screen.getByRole('textbox', { name: /CPU speed/ }), '2.4');
    await user.click(await screen.findByRole('radio', { name: 'Galaxy S25' }));
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-account'));
    expect(router.state.location.search).toBe('?tab=tradeIns');
    expect(await screen.findByText('Trade-in request submitted successfully!')).toBeInTheDocument();
    const call = vi.mocked(fetch).mock.calls.find(([input]) => String(input).startsWith('/api/tradein'));
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: { name: 'iPhone 12', ram: '4GB', internalMemory: '128GB', cpuSpeedGHz: 2.4 },
      replacement: 'phone1',
    });
  }, 15_000);

  it("shows the server's refusal and stays on the page", async () => {
    const { user, router } = setup({
      status: 400,
      body: { status: 'error', code: 'OUT_OF_STOCK', message: 'Galaxy S25 is out of stock.' },
    });
    await fillPhoneForm(user);
    await user.click(await screen.findByRole('radio', { name: 'Galaxy S25' }));
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Galaxy S25 is out of stock.');
    expect(router.state.location.pathname).toBe('/trade-in');
  });

  it('falls back to the generic failure text when the server fails', async () => {
    const { user } = setup({
      status: 500,
      body: { status: 'error', code: 'INTERNAL_ERROR', message: 'Boom' },
    });
    await fillPhoneForm(user);
    await user.click(await screen.findByRole('radio', { name: 'Galaxy S25' }));
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit trade-in request');
  });
});

describe('trade-in texts', () => {
  it('label every field of every form, in step with the server labels', () => {
    const fields = new Set(TRADE_IN_TYPE_IDS.flatMap((type) => TRADE_IN_FORMS[type].map((f) => f.name)));
    for (const field of fields) {
      expect(en.fields[field as keyof typeof en.fields]).toBe(TRADE_IN_FIELD_LABELS[field]?.en);
      expect(ar.fields[field as keyof typeof ar.fields]).toBe(TRADE_IN_FIELD_LABELS[field]?.ar);
    }
    for (const type of TRADE_IN_TYPE_IDS) {
      expect(en.types[type]).toBeTruthy();
      expect(ar.types[type]).toBeTruthy();
    }
  });

  it('shows the estimate for the chosen condition before submitting, and sends the condition', async () => {
    const api = mockApi({
      '/api/product': { body: productList([phone]) },
      '/api/tradein/estimate': (url) => ({
        body: {
          status: 'success',
          data: {
            estimate: {
              type: 'Mobile',
              condition: url.searchParams.get('condition'),
              min: 2400,
              max: 18_000,
            },
          },
        },
      }),
      '/api/tradein': { status: 201, body: { status: 'success', data: stored } },
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/trade-in', element: <TradeInPage /> },
        { path: '/user-account', element: <h1>Account page</h1> },
      ],
      '/trade-in',
    );
    await fillPhoneForm(user);
    await user.click(screen.getByRole('radio', { name: /^Fair/ }));
    expect(await screen.findByTestId('trade-in-estimate')).toHaveTextContent(
      /Estimated credit: EGP\s2,400 to EGP\s18,000/,
    );
    expect(api.lastQuery('/api/tradein/estimate')).toEqual({ type: 'Mobile', condition: 'fair' });
    await user.click(await screen.findByRole('radio', { name: 'Galaxy S25' }));
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    const call = vi.mocked(fetch).mock.calls.find(([input]) => String(input) === '/api/tradein');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ condition: 'fair', replacement: 'phone1' });
  }, 15_000);
});
