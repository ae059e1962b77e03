import { ErrorPage } from '../../shared/errors/ErrorPage.tsx';

/** 404: also shown in place for any unknown path while signed in. */
export function NotFoundScreen() {
  return <ErrorPage kind="notFound" />;
}
