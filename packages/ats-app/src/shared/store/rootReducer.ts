import { api } from '@ats/api-sdk/rtk';
import { combineReducers, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { authSlice } from '../auth/authSlice.ts';

/** The app's state: the SDK's RTK Query api and the auth state, and little else. */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
/** The store's dispatch: plain actions and thunks (RTK Query's initiate, ...). */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
