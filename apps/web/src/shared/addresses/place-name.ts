import type { Language, LocalizedName } from '@kahraba/domain';

/** A governorate's or area's name in the page's language. */
export function placeName(place: { name: LocalizedName }, language: Language): string {
  return place.name[language];
}
