import { ErrorPage } from '../../shared/errors/ErrorPage.tsx';

/** 403. */
export function ForbiddenScreen() {
  return <ErrorPage kind="forbidden" />;
}
