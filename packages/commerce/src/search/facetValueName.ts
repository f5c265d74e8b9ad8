/**
 * A facet value as the catalogue names it: a value the data holds in lower case ('print', 'primary source') starts
 * with a capital, as the catalogue's other names do ('Print', 'Primary source'); a value with capitals of its own
 * ('eBook', 'Hardcover') is shown as it is. Only the shown name changes: the query keeps the value.
 */
export function facetValueName(name: string): string {
  return name === name.toLowerCase() ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}
