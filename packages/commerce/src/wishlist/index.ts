export { SaveAsWishListDialog, type SaveAsWishListDialogProps } from './SaveAsWishListDialog';
export { useSaveCartAsWishList, type UseSaveCartAsWishListResult, type SaveCartTarget, type SaveCartOutcome } from './useSaveCartAsWishList';
export { saveAsWishListLabels, type SaveAsWishListLabels } from './saveAsWishList.labels';
export { isWishListExpired, modifiedDate } from './wishListDates';
