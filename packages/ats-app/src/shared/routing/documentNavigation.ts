/**
 * Loads another page of the site as a whole document, in place of the current history entry:
 * for pages that are not the app's routes (the login page is its own entry, login.html). An
 * object, so that tests can spy on it (jsdom cannot navigate).
 */
export const documentNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
