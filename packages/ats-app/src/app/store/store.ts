import type { api } from '@ats/api-sdk/rtk';
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  isPlain,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useStore } from 'react-redux';
import { type AuthState, authSlice } from '../../shared/auth/authSlice.ts';
import type { AppDispatch } from '../../shared/store/types.ts';
import type { AttachedApi } from './attachApi.ts';

/**
 * Builds the store: the auth state, and the SDK's RTK Query api, which joins it through
 * `attachApi` once someone is signed in. The entry (and so the login screen) thus carries
 * neither RTK Query nor the generated endpoints nor the error plumbing (about 30 kB gzipped);
 * the start-up session check asks the server without them (app/session/checkSession.ts).
 */
export function createAppStore(preloadedState?: { auth: AuthState }) {
  const reducer = combineSlices(authSlice).withLazyLoadedSlices<WithSlice<typeof api>>();
  const lateMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // File endpoints (avatars, photos, PDFs) answer Blobs, kept in the api's cache.
        serializableCheck: {
          isSerializable: (value: unknown) => isPlain(value) || value instanceof Blob,
        },
      }).concat(lateMiddleware.middleware),
  });

  let attached: AttachedApi | undefined;
  let attaching: Promise<AttachedApi> | undefined;
  return Object.assign(store, {
    /**
     * Loads RTK Query with the SDK's endpoints and plugs them in (reducer, middleware, the
     * 401 watch), once; a failed load may be tried again.
     */
    attachApi(): Promise<AttachedApi> {
      attaching ??= import('./attachApi.ts').then(
        (module) => {
          attached = module.attachApi({
            injectApi: (slice) => reducer.inject(slice),
            addMiddleware: (...middleware) => lateMiddleware.addMiddleware(...middleware),
            dispatch: store.dispatch,
          });
          return attached;
        },
        (error: unknown) => {
          attaching = undefined;
          throw error;
        },
      );
      return attaching;
    },
    /** Whether the api is plugged in: signed-in screens may use its hooks. */
    isApiAttached: () => attached !== undefined,
    /** Refetches what the API named in the old interface language (nothing before sign-in). */
    refetchLocalisedData: () => attached?.refetchLocalisedData(),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;

/** The store of the app, with its api loader. */
export const useAppStore = useStore.withTypes<AppStore>();

// The shared AppDispatch type must accept what this store's dispatch does.
type Assert<Condition extends true> = Condition;
export type DispatchMatchesStore = Assert<AppStore['dispatch'] extends AppDispatch ? true : false>;
