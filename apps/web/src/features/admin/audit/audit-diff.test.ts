import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('puts changed fields first and keeps the unchanged ones after', () => {
    expect(auditDiff({ status: 'pending', total: 100 }, { status: 'processing', total: 100 })).toEqual([
      { field: 'status', before: 'pending', after: 'processing', changed: true },
      { field: 'total', before: '100', after: '100', changed: false },
    ]);
  });

  it('shows a creation as fields with no before, and a deletion as fields with no after', () => {
    expect(auditDiff(null, { name: 'Anker' })).toEqual([
      { field: 'name', before: null, after: 'Anker', changed: true },
    ]);
    expect(auditDiff({ specs: { ram: '8 GB' } }, null)).toEqual([
      { field: 'specs', before: '{"ram":"8 GB"}', after: null, changed: true },
    ]);
  });

  it('compares plain values as one row', () => {
    expect(auditDiff(5, 3)).toEqual([{ field: '', before: '5', after: '3', changed: true }]);
  });
});
