import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { createStaff, mockAdminApi, paged, renderAdmin, signInAs } from '../testing/admin-test-utils';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

const entry = (action: string) => ({
  _id: `e-${action}`,
  actor: { _id: 's1', name: 'Amira Admin', email: 'admin@kahraba.eg', phone: null },
  action,
  entity: action.slice(0, action.indexOf('.')),
  entityId: '6f1c2d3e-0000-4000-8000-000000000001',
  before: null,
  after: { body: 'Hello' },
  createdAt: '2026-11-22T10:00:00.000Z',
});

function openAudit(actions: string[]) {
  signInAs(createStaff('admin'));
  mockAdminApi({
    'GET /api/admin/audit': paged(actions.map(entry)),
    'GET /api/admin/users': paged([]),
  });
  renderAdmin('/admin/audit');
}

describe('audit log', () => {
  it('says what each change was in words, keeping its code beside it', async () => {
    openAudit(['message.reply', 'order.status']);
    const reply = (await screen.findByText('Replied to a message')).closest('tr')!;
    expect(within(reply).getByText('message.reply')).toBeInTheDocument();
    expect(screen.getByText("Changed an order's status")).toBeInTheDocument();
  });

  it('reads in Arabic, without raw codes standing for the action', async () => {
    await setLanguage('ar', i18n);
    openAudit(['message.reply', 'tradeIn.approve', 'product.stock']);
    expect(await screen.findByText('ردّ على رسالة')).toBeInTheDocument();
    expect(screen.getByText('وافق على طلب استبدال')).toBeInTheDocument();
    expect(screen.getByText('عدّل المخزون')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /عرض التغييرات.*ردّ على رسالة/ })).toBeInTheDocument();
  });

  it('shows an action it does not know by its code', async () => {
    openAudit(['robot.dance']);
    expect(await screen.findAllByText('robot.dance')).not.toHaveLength(0);
  });
});
