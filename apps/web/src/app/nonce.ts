import { createContext } from 'react';

/**
 * The nonce of the page's Content-Security-Policy, for the inline scripts React Router writes. Only
 * the server knows it; browsers hide nonces from the page, so in the browser it stays undefined.
 */
export const NonceContext = createContext<string | undefined>(undefined);
