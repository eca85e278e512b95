import { LIMITS } from '@kahraba/domain';
import type { CSSProperties } from 'react';

// Every grid card of a listing has one height, so rows line up whatever a name's length: on a
// phone, two cards to a row, a shorter one (LIMITS.cardHeightPhonePx); from the sm breakpoint on,
// SPEC's (LIMITS.cardHeightPx). Both come from LIMITS as custom properties; CARD_HEIGHT_CLASS
// picks one per width as --card-h, which the cards (h-(--card-h)) and the space kept for cards off
// screen read.

export const cardHeightStyle = {
  '--card-h-phone': `${LIMITS.cardHeightPhonePx}px`,
  '--card-h-wide': `${LIMITS.cardHeightPx}px`,
} as CSSProperties;

export const CARD_HEIGHT_CLASS = '[--card-h:var(--card-h-phone)] sm:[--card-h:var(--card-h-wide)]';
