import { ErrorPage } from '../../shared/errors/ErrorPage.tsx';

/** 500, the default error page. */
export function ServerErrorScreen() {
  return <ErrorPage kind="unexpected" />;
}
