import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Cart } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { checkoutStorage } from './checkoutStorage';
import type { UseFinishOrderResult } from './useFinishOrder';

export interface UseCardReturnOptions {
  /** The browser came back from the card provider ('processed' in the address). */
  isProcessedReturn: boolean;
  userId: string | null;
  finishing: UseFinishOrderResult;
  /** Shows the modal a refused placement calls for. */
  onFailed: (error: unknown) => void;
}

/** The return from the card provider (CHK-07): the card order is placed once, for the cart that went to the provider. */
export function useCardReturn({ isProcessedReturn, userId, finishing, onFailed }: UseCardReturnOptions) {
  const api = useApiClient();
  const config = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const placement = useMutation({
    mutationFn: async () => {
      const pending = checkoutStorage.pendingCardPayment();
      // The return reopened after its order was placed (Back, a reload, a bookmark): nothing is pending any more, so
      // it leads to that order's confirmation instead of placing the next cart (CHK-07).
      const done = pending ? null : checkoutStorage.confirmation();
      if (done) {
        navigate(`${config.routes.orderConfirmation}?ordernumber=${encodeURIComponent(done.code)}`);
        return;
      }
      if (pending) {
        finishing.remember({
          checkoutOption: 'payByCreditCard',
          purchaseOrderNumber: pending.purchaseOrderNumber ?? '',
          specialShippingInfo: pending.specialShippingInfo,
        });
      }
      const current = pending ? null : await api.carts.get({ userId: userId! });
      const cartCode = pending?.cartCode ?? current!.code;
      const ordered =
        current ??
        (await api.wishlists
          .get({ cartId: cartCode })
          .then((r) => r.savedCartData)
          .catch(() => null));
      const placed = await api.orders.placeCreditCardOrder({
        userId: userId!,
        cartCode,
        specialShippingInstructions: pending?.specialShippingInfo ?? '',
      });
      await finishing.finish(placed, ordered ?? { ...placeholderCart(cartCode), entries: placed.entries });
    },
    onError: (error) => onFailed(error),
  });
  const returned = useRef(false);
  const { mutate: placeCardOrder } = placement; // stable for the component's life (TanStack Query)
  useEffect(() => {
    if (!isProcessedReturn || !userId || returned.current) return;
    returned.current = true;
    placeCardOrder();
  }, [isProcessedReturn, userId, placeCardOrder]);
  return placement;
}

/** A stand-in cart for the confirmation when the ordered cart could not be read back. */
function placeholderCart(code: string): Cart {
  const zero = { value: 0, formattedValue: '-' };
  return {
    code,
    saved: false,
    entries: [],
    totalItems: 0,
    totalUnitCount: 0,
    subTotal: zero,
    totalDiscounts: zero,
    totalTax: zero,
    totalPrice: zero,
    totalPriceWithTax: zero,
    appliedCoupons: [],
  };
}
