/** English defaults of the quantity field (spec 000 §5, 001 §5). `{min}` and `{max}` are replaced by the limits. */
export const quantityInputLabels = {
  label: 'Quantity',
  required: 'Please, provide quantity',
  invalid: 'Quantity must be a whole number',
  min: 'Min quantity is {min}',
  max: 'Max quantity is {max}',
};
export type QuantityInputLabels = typeof quantityInputLabels;
