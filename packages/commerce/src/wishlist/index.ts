export { SaveAsWishListDialog, type SaveAsWishListDialogProps } from './SaveAsWishListDialog';
export {
  useSaveCartAsWishList,
  type UseSaveCartAsWishListResult,
  type SaveCartTarget,
  type SaveCartOutcome,
} from './useSaveCartAsWishList';
export { saveAsWishListLabels, type SaveAsWishListLabels } from './saveAsWishList.labels';
export { isWishListExpired, modifiedDate } from './wishListDates';
export { WishListPage, type WishListPageProps } from './WishListPage';
export { CreateWishListDialog, type CreateWishListDialogProps } from './CreateWishListDialog';
export { useWishLists, type UseWishListsResult } from './useWishLists';
export { wishListPageLabels, type WishListPageLabels } from './wishListPage.labels';
export { searchWishLists } from './searchWishLists';
