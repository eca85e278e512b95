import type { Thing, WithContext } from 'schema-dts';

/**
 * The JSON text of structured data, safe inside a <script> element: `<` is written as its JSON
 * escape, so no text in it (a product's name, a review) can close the element or open another.
 */
export function jsonLdText(data: WithContext<Thing> | ReadonlyArray<WithContext<Thing>>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Structured data (schema.org JSON-LD) for search engines. A data block, never run as a script:
 * the page's CSP does not apply to it, and its text is JSON escaped by jsonLdText.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | ReadonlyArray<WithContext<Thing>> }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, not HTML, and `<` is escaped (jsonLdText), so it cannot end the element.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
