import { ErrorPage } from '../../shared/errors/ErrorPage.tsx';

/**
 * An unknown `/settings/:page`: the 404 page with its Back button, in the signed-in frame,
 * rather than the spec's plain "Not found" text, which left the user no way on.
 */
export function SettingsPageNotFound() {
  return <ErrorPage kind="notFound" />;
}
