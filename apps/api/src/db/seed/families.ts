// Every curated model family, from the families-*.ts files.

import { ACCESSORY_FAMILIES } from './families-accessories.js';
import { AUDIO_FAMILIES } from './families-audio.js';
import { BAND_FAMILIES } from './families-bands.js';
import { CASE_FAMILIES } from './families-cases.js';
import { EARBUD_FAMILIES } from './families-earbuds.js';
import { GAMING_FAMILIES } from './families-gaming.js';
import { GAMING_SOFTWARE_FAMILIES } from './families-gaming-digital.js';
import { LAPTOP_FAMILIES } from './families-laptops.js';
import { GAMING_LAPTOP_FAMILIES } from './families-laptops-gaming.js';
import { LAPTOP_MORE_FAMILIES } from './families-laptops-more.js';
import { PRO_LAPTOP_FAMILIES } from './families-laptops-pro.js';
import { PHONE_FAMILIES } from './families-phones.js';
import { INFINIX_HUAWEI_PHONE_FAMILIES } from './families-phones-infinix-huawei.js';
import { PHONE_MORE_FAMILIES } from './families-phones-more.js';
import { SAMSUNG_PHONE_FAMILIES } from './families-phones-samsung.js';
import { POWER_BANK_FAMILIES } from './families-power-banks.js';
import { SPEAKER_FAMILIES } from './families-speakers.js';
import { TABLET_FAMILIES } from './families-tablets.js';
import { WATCH_FAMILIES } from './families-watches.js';
import { WEARABLE_FAMILIES } from './families-wearables.js';
import type { Family } from './family.js';

/** Every model family, interleaved across page types (Mobile, Student, Cable, InEar, …) so any prefix is varied. */
export const FAMILIES: readonly Family[] = interleave([
  ...PHONE_FAMILIES,
  ...SAMSUNG_PHONE_FAMILIES,
  ...PHONE_MORE_FAMILIES,
  ...INFINIX_HUAWEI_PHONE_FAMILIES,
  ...LAPTOP_FAMILIES,
  ...PRO_LAPTOP_FAMILIES,
  ...GAMING_LAPTOP_FAMILIES,
  ...LAPTOP_MORE_FAMILIES,
  ...ACCESSORY_FAMILIES,
  ...POWER_BANK_FAMILIES,
  ...WEARABLE_FAMILIES,
  ...WATCH_FAMILIES,
  ...BAND_FAMILIES,
  ...EARBUD_FAMILIES,
  ...GAMING_FAMILIES,
  ...GAMING_SOFTWARE_FAMILIES,
  ...TABLET_FAMILIES,
  ...CASE_FAMILIES,
  ...AUDIO_FAMILIES,
  ...SPEAKER_FAMILIES,
]);

function interleave(families: readonly Family[]): Family[] {
  const groups = new Map<string, Family[]>();
  for (const f of families) {
    const key = f.typeValue ?? f.productType;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lists = [...groups.values()];
  const out: Family[] = [];
  for (let i = 0; out.length < families.length; i++) {
    for (const list of lists) {
      const f = list[i];
      if (f) out.push(f);
    }
  }
  return out;
}
