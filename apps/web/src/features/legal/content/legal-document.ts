import type { Language } from '@kahraba/domain';

// The shop's policies are typed content modules, one per page, each written in both languages
// (docs/decisions/0026-shop-policies-as-typed-content.md): React renders them like any other text,
// so nothing is parsed at run time and no HTML is written raw; a missing language does not compile.

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface LegalText {
  title: string;
  /** The page's meta description and link preview text. */
  description: string;
  /** The opening paragraph under the title. */
  intro: string;
  sections: readonly LegalSection[];
}

export type LegalDocument = Record<Language, LegalText>;
