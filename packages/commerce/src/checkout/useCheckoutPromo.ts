import { useMutation } from '@tanstack/react-query';
import { isApiError, type Cart } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import type { UseCheckoutShipperResult } from './useCheckoutShipper';

/** Promo code calls (CHK-03). */
export interface CheckoutPromo {
  /** A refusal carries the error for the view to say in its labels' words, and the throttle's wait in ms. */
  apply: (code: string) => Promise<{ ok: true } | { ok: false; error: unknown; timeLeft?: number | undefined }>;
  remove: (code: string) => Promise<void>;
  isPending: boolean;
}

export interface UseCheckoutPromoOptions {
  userId: string | null;
  setCart: (next: Cart) => void;
  shipper: Pick<UseCheckoutShipperResult, 'setAgain'>;
}

/** Applies and removes promo codes (CHK-03); a removal sets the shipper again and recalculates (spec 000 §4). */
export function useCheckoutPromo({ userId, setCart, shipper }: UseCheckoutPromoOptions): CheckoutPromo {
  const api = useApiClient();
  const applyPromo = useMutation({
    mutationFn: (promoCode: string) => api.promotions.apply({ userId: userId!, promoCode }),
  });
  const removePromo = useMutation({
    mutationFn: (promoCode: string) => api.promotions.remove({ userId: userId!, promoCode }),
  });
  return {
    apply: async (code) => {
      try {
        setCart(await applyPromo.mutateAsync(code));
        return { ok: true };
      } catch (error) {
        return { ok: false, error, timeLeft: isApiError(error) ? error.timeLeft : undefined };
      }
    },
    remove: async (code) => {
      setCart(await removePromo.mutateAsync(code));
      await shipper.setAgain();
      setCart(await api.carts.recalculate({ userId: userId! }));
    },
    isPending: applyPromo.isPending || removePromo.isPending,
  };
}
