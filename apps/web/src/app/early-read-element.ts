/**
 * The attribute of the <script type="application/json"> elements the server writes into the page,
 * one per catalog read it made for the page's first view: the read's address, and its answer as
 * the element's text (the API's JSON). The page preloader hands them to the HTTP client.
 */
export const EARLY_READ_ATTRIBUTE = 'data-early-read';
