/** English defaults of the non-ecommerce catalogue page (spec 002 §2, §9; NECP-01). Placeholders: {title}. */
export const catalogProductLabels = {
  requestTrial: 'Request a Trial',
  findYourRep: 'Find Your Rep',
  showMore: 'Show More',
  showLess: 'Show Less',
  productDescription: 'Product Description',
  includedCollections: 'Included Collections',
  productDetails: 'Product Details',
  discipline: 'Discipline',
  section: 'Section',
  readingLevel: 'Reading level',
  audiences: 'Audiences',
  contentType: 'Content type',
  productType: 'Product type',
  platformLinks: 'Go to the product',
  imageAlt: '{title}',
  loading: 'Loading the product…',
  notFound: 'Product not found.',
  loadFailed: 'We could not load this product.',
  retry: 'Try again',
};
export type CatalogProductLabels = typeof catalogProductLabels;
