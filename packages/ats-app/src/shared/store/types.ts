import type { api } from '@ats/api-sdk/rtk';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState, authSlice } from '../auth/authSlice.ts';

/**
 * The app's state: the auth state, and the SDK's RTK Query api once someone is signed in
 * (app/store joins it then). Types only, so nothing here loads RTK Query early.
 */
export type RootState = { [path in typeof authSlice.reducerPath]: AuthState } & {
  [path in typeof api.reducerPath]: ReturnType<typeof api.reducer>;
};
/** The store's dispatch: plain actions and thunks (RTK Query's initiate, ...). */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
