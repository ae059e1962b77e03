import { api, areaTags } from '@ats/api-sdk/rtk';
import {
  createAction,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { sessionExpiryMiddleware } from '../../shared/auth/sessionExpiryMiddleware.ts';

/** Dispatched once the api is plugged in, so that its state exists before any screen reads it. */
export const apiAttached = createAction('app/apiAttached');

/** What the store lends the api to plug itself in. */
export interface ApiHost {
  injectApi: (slice: typeof api) => void;
  addMiddleware: (...middleware: Middleware[]) => void;
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}

/** What the app asks of the api once it is plugged in. */
export interface AttachedApi {
  /** Localised names (stages, positions) follow the interface language: refetch them all. */
  refetchLocalisedData: () => void;
}

/**
 * Plugs the SDK's RTK Query api into the store: its state, its middleware and the 401 watch
 * on its calls, and refetching on focus and reconnect for the endpoints that ask for it.
 * Loaded on its own (see store.ts), so that the login screen does without it.
 */
export function attachApi(host: ApiHost): AttachedApi {
  host.injectApi(api);
  host.addMiddleware(api.middleware, sessionExpiryMiddleware);
  // An injected reducer takes its place with the next action.
  host.dispatch(apiAttached());
  setupListeners(host.dispatch);
  return {
    refetchLocalisedData: () => {
      host.dispatch(api.util.invalidateTags([...areaTags]));
    },
  };
}
