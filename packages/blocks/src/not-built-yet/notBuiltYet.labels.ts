/** Texts of the placeholder page; {page} is the page's name. */
export const notBuiltYetLabels = {
  message: 'The {page} page is not built yet.',
  hint: 'It will arrive in a later release of the storefront.',
  homeLink: 'Back to the home page',
};

export type NotBuiltYetLabels = typeof notBuiltYetLabels;
