import type { ProductWritePayload } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { renderPage } from '../../../test/mock-api';
import { adminProduct } from '../testing/admin-fixtures';
import { loadAdminTexts, mockAdminApi, ok } from '../testing/admin-test-utils';
import { ProductForm } from './product-form';
import { productFormDefaults } from './product-form-values';

beforeAll(loadAdminTexts);

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

function renderForm(overrides: Partial<Parameters<typeof ProductForm>[0]> = {}) {
  const onSubmit = vi.fn<(payload: ProductWritePayload) => Promise<unknown>>().mockResolvedValue(undefined);
  renderPage(
    <ProductForm
      mode="create"
      defaultValues={productFormDefaults()}
      brands={['Samsung', 'Apple']}
      onSubmit={onSubmit}
      {...overrides}
    />,
  );
  return { onSubmit, user: userEvent.setup({ applyAccept: false }) };
}

const specs = () => screen.getByRole('group', { name: 'Specifications' });
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label, { exact: false });
  return document.getElementById(`${field.id}-error`)?.textContent ?? null;
};

describe('product form', () => {
  it('asks for the specifications of the chosen product type', async () => {
    const { user } = renderForm();
    expect(within(specs()).getByLabelText('Device kind')).toBeInTheDocument();
    expect(within(specs()).getByLabelText('Internal memory')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category', { exact: false }), 'Laptop');
    expect(within(specs()).getByLabelText('Processor')).toBeInTheDocument();
    expect(within(specs()).getByRole('combobox', { name: 'Laptop kind' })).toHaveDisplayValue('Not set');
    expect(within(specs()).queryByLabelText('Internal memory')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category', { exact: false }), 'Accessories');
    const type = screen.getByLabelText('Product type', { exact: false });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cable', 'Charger', 'Power bank', 'Case & cover', 'Screen protector']);
    await user.selectOptions(type, 'Charger');
    expect(within(specs()).getByLabelText('Charger type')).toBeInTheDocument();
    expect(within(specs()).queryByLabelText('From (connector)')).not.toBeInTheDocument();
  });

  it('blocks a form with missing or contradictory values, saying why beside each field', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Price (EGP)', { exact: false }), '1000');
    await user.type(screen.getByLabelText('Price after discount (EGP)'), '1200');
    await user.click(screen.getByLabelText('Used'));
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Add at least one image.')).toBeInTheDocument();
    expect(errorOf('Name (English)')).toBe('This field is required.');
    expect(errorOf('Brand')).toBe('This field is required.');
    expect(errorOf('Price after discount (EGP)')).toBe('The discounted price must be lower than the price.');
    expect(errorOf('Condition')).toBe('Describe the condition of a used product.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('writes its messages in Arabic on an Arabic page', async () => {
    await setLanguage('ar', i18n);
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'إنشاء المنتج' }));
    expect(await screen.findByText('أضف صورة واحدة على الأقل.')).toBeInTheDocument();
    expect(errorOf('الاسم (بالإنجليزية)')).toBe('هذا الحقل مطلوب.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uploads images, orders them and sends the type’s specs only', async () => {
    let uploads = 0;
    const api = mockAdminApi({
      'POST /api/admin/uploads': () => {
        uploads += 1;
        return ok({
          url: `/media/uploads/${uploads}.webp`,
          thumbnail: `/media/uploads/${uploads}-t.webp`,
          width: 800,
          height: 800,
        });
      },
    });
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name (English)', { exact: false }), 'ThinkPad X1');
    await user.type(screen.getByLabelText('Brand', { exact: false }), 'Lenovo');
    await user.type(screen.getByLabelText('Price (EGP)', { exact: false }), '٥٠٠٠٠');
    await user.type(within(specs()).getByLabelText('RAM'), '16 GB');
    await user.selectOptions(screen.getByLabelText('Category', { exact: false }), 'Laptop');
    await user.type(within(specs()).getByLabelText('Processor'), 'Intel Core Ultra 7');

    const picture = (name: string) => new File(['x'], name, { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add images'), [picture('front.png'), picture('back.png')]);
    expect(await screen.findByRole('img', { name: 'Image 2' })).toHaveAttribute(
      'src',
      '/media/uploads/2.webp',
    );
    expect(api.calls('POST /api/admin/uploads')[0]?.body).toBeInstanceOf(FormData);
    await user.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const payload = onSubmit.mock.calls[0]?.[0];
    expect(payload).toMatchObject({
      name: 'ThinkPad X1',
      brand: 'Lenovo',
      category: 'Laptop',
      productType: 'Laptop',
      price: 50_000,
      images: ['/media/uploads/2.webp', '/media/uploads/1.webp'],
    });
    // RAM carried over (laptops have it too); the unset laptop kind and phone-only fields are not sent.
    expect(payload?.specs).toEqual({ ram: '16 GB', processor: 'Intel Core Ultra 7' });
  });

  it('refuses a file that is too large or not an image without uploading it', async () => {
    const api = mockAdminApi({});
    const { user } = renderForm();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    const pdf = new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Add images'), [huge, pdf]);
    expect(await screen.findByText(/huge\.jpg is larger than 5 MB\./)).toBeInTheDocument();
    expect(screen.getByText(/manual\.pdf is not a JPEG, PNG, WebP or AVIF image\./)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('puts the API’s field problems beside the fields', async () => {
    const onSubmit = vi.fn<(payload: ProductWritePayload) => Promise<unknown>>().mockRejectedValue(
      new ApiError(400, 'VALIDATION_ERROR', 'Some of the information sent is not valid.', {
        issues: [{ path: 'specs.screen', message: 'Too big' }],
      }),
    );
    const product = adminProduct({
      name: 'Galaxy S24',
      images: ['/media/products/s24.webp'],
      specs: { screen: '6.2"' },
    });
    const { user } = renderForm({ mode: 'edit', defaultValues: productFormDefaults(product), onSubmit });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf('Screen')).toBe('Please check this value.'));
  });

  it('shows a moderator the product without letting them change it', async () => {
    const product = adminProduct({ name: 'Galaxy S24', images: ['/media/products/s24.webp'] });
    renderForm({ mode: 'edit', readOnly: true, defaultValues: productFormDefaults(product) });
    expect(screen.getByLabelText('Name (English)', { exact: false })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add images')).not.toBeInTheDocument();
  });
});
