export { ProductDetail, formatAuthors, displayPrice, type ProductDetailProps } from './ProductDetail';
export { productDetailLabels, type ProductDetailLabels } from './productDetail.labels';
export { AddToCartForm, type AddToCartFormProps } from './AddToCartForm';
export { addToCartFormLabels, type AddToCartFormLabels } from './addToCartForm.labels';
export {
  useAddToCartForm,
  type UseAddToCartFormOptions,
  type UseAddToCartFormResult,
  type AddToCartMode,
} from './useAddToCartForm';
export { useProduct, type UseProductResult } from './useProduct';
export {
  ProductOffer,
  useProductOffer,
  defaultOfferPaths,
  type ProductOfferProps,
  type ProductOfferPaths,
} from './ProductOffer';
export { productOfferLabels, type ProductOfferLabels } from './productOffer.labels';
export {
  productOfferKind,
  trialHref,
  isEcommerceProduct,
  TRIAL_QUERY_BY_TYPE,
  type ProductOfferKind,
  type ProductOfferInput,
} from './productOfferKind';
export { defaultPublicationStatusMap } from './productDetail.labels';
export { formatOptions, FormatSelector } from './FormatSelector';
export { ProductTabs, bundleCode, type ProductTabsProps } from './ProductTabs';
export { AddToWishList, type AddToWishListProps } from './AddToWishList';
export { addToWishListLabels, type AddToWishListLabels } from './addToWishList.labels';
export { useAddToWishList, type UseAddToWishListResult, type AddedToWishList } from './useAddToWishList';
