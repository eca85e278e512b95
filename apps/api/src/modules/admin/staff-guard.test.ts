import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { guardStaffRoutes } from './staff-guard.js';

describe('guardStaffRoutes', () => {
  it('refuses to register a staff route that names no permission', async () => {
    const app = Fastify();
    guardStaffRoutes(app);
    expect(() => app.get('/unguarded', async () => 'open')).toThrow(/without a permission/);
    await app.close();
  });
});
