import { sessionStore } from '../auth/session.ts';
import { createApi } from './client.ts';

/** The console's API client over the session store (see client.ts for the 401 rule). */
export const api = createApi({
  token: () => sessionStore.token(),
  onUnauthorized: () => sessionStore.clear('ended'),
});
export { ApiError } from './client.ts';
