// The catalogue's slug rule is the contract's: the server seeds the pages its links point at with the same function.
export { slugify } from '@shelfmark/api-client';
