/**
 * JSON text, whole or in pieces to be written one after another. The envelopes keep the products'
 * JSON (tens of kilobytes) a piece of its own: joined into one string, it was copied once more on
 * every answer, and that garbage was a good part of what the API's collector had to do.
 */
export type JsonText = string | readonly string[];

export const piecesOf = (json: JsonText): readonly string[] => (typeof json === 'string' ? [json] : json);

/** JSON text as one string (tests, and what reads it back). */
export const jsonTextOf = (json: JsonText): string => (typeof json === 'string' ? json : json.join(''));
