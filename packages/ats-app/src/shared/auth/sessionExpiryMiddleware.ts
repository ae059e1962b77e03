import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { httpStatusOf } from '../api/errorCatalogue.ts';
import { sessionExpired } from './authSlice.ts';

/**
 * Any API call answered with 401 means the session is gone (spec part 1 §4): mark the user
 * logged out, which swaps the router to the public routes and so shows the login screen.
 */
export const sessionExpiryMiddleware: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (isRejectedWithValue(action) && httpStatusOf(action.payload) === 401) {
    store.dispatch(sessionExpired());
  }
  return result;
};
