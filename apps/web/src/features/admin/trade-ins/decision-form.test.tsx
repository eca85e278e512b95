import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminTradeIn } from '../testing/admin-fixtures';
import { createStaff, mockAdminApi, ok, renderAdmin, signInAs } from '../testing/admin-test-utils';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openTradeIn() {
  signInAs(createStaff('moderator'));
  let tradeIn = adminTradeIn();
  const api = mockAdminApi({
    'GET /api/admin/tradeins/t1': () => ok(tradeIn),
    'POST /api/admin/tradeins/t1/decision': (request) => {
      const decision = request.body as { decision: string; offeredCredit?: number; reason?: string };
      tradeIn = {
        ...tradeIn,
        status: decision.decision === 'approve' ? 'approved' : 'rejected',
        offeredCredit: decision.offeredCredit ?? null,
        rejectReason: decision.reason ?? null,
        decidedBy: { _id: 'staff-moderator', name: 'Mostafa Moderator', email: 'm@kahraba.eg', phone: null },
        decidedAt: '2026-11-22T12:00:00.000Z',
      };
      return ok(tradeIn);
    },
  });
  renderAdmin('/admin/trade-ins/t1');
  await screen.findByRole('heading', { level: 1, name: 'iPhone 12' });
  return { api, user: userEvent.setup(), decisions: () => api.calls('POST /api/admin/tradeins/t1/decision') };
}

describe('trade-in decision', () => {
  it('shows the device specs, the customer and the replacement', async () => {
    await openTradeIn();
    expect(screen.getByText('Internal memory')).toBeInTheDocument();
    expect(screen.getByText('128 GB')).toBeInTheDocument();
    expect(screen.getByText('Mona Hassan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Galaxy S25' })).toHaveAttribute('href', '/admin/products/p1');
  });

  it('approves only with a credit above zero', async () => {
    const { user, decisions } = await openTradeIn();
    await user.click(screen.getByRole('button', { name: 'Approve trade-in' }));
    const credit = screen.getByLabelText('Credit offered (EGP)', { exact: false });
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(credit).toHaveAttribute('aria-invalid', 'true');

    await user.type(credit, '0');
    await user.click(screen.getByRole('button', { name: 'Approve trade-in' }));
    expect(await screen.findByText('Enter an amount above zero.')).toBeInTheDocument();
    expect(decisions()).toHaveLength(0);

    await user.clear(credit);
    await user.type(credit, '1500');
    await user.click(screen.getByRole('button', { name: 'Approve trade-in' }));
    await waitFor(() =>
      expect(decisions().map((r) => r.body)).toEqual([{ decision: 'approve', offeredCredit: 1500 }]),
    );
    expect(await screen.findByText('Approved with a credit of EGP 1,500.')).toBeInTheDocument();
    expect(screen.getByText(/By Mostafa Moderator/)).toBeInTheDocument();
  });

  it('rejects only with a reason, and sends the reason alone', async () => {
    const { user, decisions } = await openTradeIn();
    await user.type(screen.getByLabelText('Credit offered (EGP)', { exact: false }), '99');
    await user.click(screen.getByLabelText('Reject'));
    await user.click(screen.getByRole('button', { name: 'Reject trade-in' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(decisions()).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason for the shopper', { exact: false }), 'Screen is cracked');
    await user.click(screen.getByRole('button', { name: 'Reject trade-in' }));
    await waitFor(() =>
      expect(decisions().map((r) => r.body)).toEqual([{ decision: 'reject', reason: 'Screen is cracked' }]),
    );
    expect(await screen.findByText('Rejected: Screen is cracked')).toBeInTheDocument();
  });
});
