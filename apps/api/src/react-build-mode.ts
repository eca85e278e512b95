// React chooses its development or its production build from NODE_ENV the first time it is
// imported, and the server imports it (through React Router) before it reads its configuration.
// The pages it renders come from the production web build, so they must be rendered by React's
// production build too: the development one validates every element and property, keeps owner
// stacks and renders a page about 1.4 times slower. `npm start` leaves NODE_ENV unset, so this
// module, imported first by server.ts, sets it. An unset NODE_ENV still means "the demo store" to the
// configuration (config.ts), so the value the process was started with is kept for it.

/** NODE_ENV as the process was started, before this module set it. */
export const startedWithNodeEnv = process.env.NODE_ENV;

if (startedWithNodeEnv === undefined) process.env.NODE_ENV = 'production';
