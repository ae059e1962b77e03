import { api } from '@ats/api-sdk/rtk';
import { combineReducers, configureStore, isPlain } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice } from '../../shared/auth/authSlice.ts';
import { sessionExpiryMiddleware } from '../../shared/auth/sessionExpiryMiddleware.ts';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store: the SDK's RTK Query api and the auth state, and little else. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // File endpoints (avatars, photos, PDFs) answer Blobs, kept in the api's cache.
        serializableCheck: {
          isSerializable: (value: unknown) => isPlain(value) || value instanceof Blob,
        },
      }).concat(api.middleware, sessionExpiryMiddleware),
  });
  // Refetch on focus and reconnect, for the endpoints that ask for it.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
