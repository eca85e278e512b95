import {
  DEFAULT_COUNTRY,
  findArea,
  findGovernorate,
  governorateForCity,
  type OrderPayload,
  type OrderShippingAddress,
} from '@kahraba/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { areaPlace, findOwnAddress, governoratePlace } from '../addresses/queries.js';

/** Where an order goes: the address it records, and the governorate its delivery is priced by (null: unknown). */
export interface ShippingDestination {
  shippingAddress: OrderShippingAddress;
  governorateId: string | null;
}

/**
 * A saved address of the shopper's, copied onto the order with the governorate's and area's names
 * as they are today, so the order reads the same if the address is later edited or removed.
 */
async function savedDestination(
  tx: Transaction,
  userId: string,
  addressId: string,
): Promise<ShippingDestination> {
  const saved = await findOwnAddress(tx, userId, addressId);
  if (!saved) throw new AppError('ADDRESS_NOT_FOUND');
  const [shopper] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [firstName = '', ...rest] = saved.recipientName.trim().split(/\s+/);
  const governorate = governoratePlace(saved.governorateId);
  const area = areaPlace(saved.governorateId, saved.areaId);
  return {
    governorateId: saved.governorateId,
    shippingAddress: {
      firstName,
      lastName: rest.join(' '),
      email: shopper?.email ?? '',
      phone: saved.phone,
      address: saved.street,
      // Clients that know only SPEC's fields read the area as the city.
      city: area.name.en,
      postalCode: '',
      country: DEFAULT_COUNTRY,
      governorate,
      area,
      building: saved.building,
      floor: saved.floor,
      apartment: saved.apartment,
      landmark: saved.landmark,
    },
  };
}

/**
 * A free-form address (SPEC §7). Its governorate is the one it names by id, else the one its city
 * names ("Cairo", "الجيزة"); when neither, delivery is priced by SPEC §9's flat terms.
 */
function freeFormDestination(address: NonNullable<OrderPayload['shippingAddress']>): ShippingDestination {
  const { governorateId, areaId, ...fields } = address;
  const governorate = governorateId ? findGovernorate(governorateId) : governorateForCity(address.city);
  const area = governorate && areaId ? findArea(governorate.id, areaId) : undefined;
  return {
    governorateId: governorate?.id ?? null,
    shippingAddress: {
      ...fields,
      ...(governorate ? { governorate: governoratePlace(governorate.id) } : {}),
      ...(governorate && area ? { area: areaPlace(governorate.id, area.id) } : {}),
    },
  };
}

export function shippingDestination(
  tx: Transaction,
  userId: string,
  payload: OrderPayload,
): Promise<ShippingDestination> | ShippingDestination {
  if (payload.addressId !== undefined) return savedDestination(tx, userId, payload.addressId);
  if (payload.shippingAddress) return freeFormDestination(payload.shippingAddress);
  throw new AppError('SHIPPING_ADDRESS_REQUIRED');
}
