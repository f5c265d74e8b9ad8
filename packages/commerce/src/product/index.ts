export { ProductDetail, formatAuthors, displayPrice, type ProductDetailProps } from './ProductDetail';
export { productDetailLabels, type ProductDetailLabels } from './productDetail.labels';
export { AddToCartForm, type AddToCartFormProps } from './AddToCartForm';
export { addToCartFormLabels, type AddToCartFormLabels } from './addToCartForm.labels';
export { useAddToCartForm, type UseAddToCartFormOptions, type UseAddToCartFormResult, type AddToCartMode } from './useAddToCartForm';
export { useProduct, type UseProductResult } from './useProduct';
