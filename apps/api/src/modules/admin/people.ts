import type { Person } from '@kahraba/domain';
import { users } from '../../db/schema.js';

/** The user columns a staff list shows for a person (a customer, an actor, a decider). */
export function personColumns(table: typeof users = users) {
  return { id: table.id, name: table.name, email: table.email, phone: table.phone };
}

export interface PersonRow {
  id: string;
  name: string;
  email: string;
  phone: string;
}

export function toPerson(row: PersonRow): Person {
  // An empty phone is "not provided", as on the shopper's own account.
  return { _id: row.id, name: row.name, email: row.email, phone: row.phone === '' ? null : row.phone };
}
