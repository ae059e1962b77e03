import { ErrorPage } from '../../shared/errors/ErrorPage.tsx';

/** 401. */
export function UnauthorizedScreen() {
  return <ErrorPage kind="unauthorized" />;
}
