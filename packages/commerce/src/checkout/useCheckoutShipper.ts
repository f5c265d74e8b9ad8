import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Cart } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';

export interface UseCheckoutShipperOptions {
  cart: Cart | undefined;
  userId: string | null;
  isProcessedReturn: boolean;
  setCart: (next: Cart) => void;
  /** Reads the cart again: a refused shipper leaves it without a shipper's charge. */
  refetchCart: () => void;
  /** Opens the shipper notice. */
  onRefused: () => void;
}

export interface UseCheckoutShipperResult {
  isPending: boolean;
  /** The last try was refused: purchase stays blocked until a shipper is set (CHK-04). */
  hasFailed: boolean;
  /** Tries again (the notice closed by OK). */
  retry: () => void;
  /** A step refused for the shipper: purchase blocked and the notice shown. */
  refused: () => void;
  /** Sets the shipper again at once (after a promo code is removed, spec 000 §4). */
  setAgain: () => Promise<void>;
}

/**
 * The shipper of checkout (CHK-04): set on load unless a free-shipping coupon applies, and again whenever the ship-to
 * changes (change account inside checkout), as the shipper and its charge belong to an address.
 */
export function useCheckoutShipper({
  cart,
  userId,
  isProcessedReturn,
  setCart,
  refetchCart,
  onRefused,
}: UseCheckoutShipperOptions): UseCheckoutShipperResult {
  const api = useApiClient();
  const [hasFailed, setHasFailed] = useState(false);
  const refused = () => {
    setHasFailed(true);
    onRefused();
  };
  const shipper = useMutation({
    mutationFn: () => api.carts.setShipper({ userId: userId! }),
    onSuccess: (next) => {
      setHasFailed(false);
      setCart(next);
    },
    onError: () => {
      refused();
      refetchCart();
    },
  });
  const hasFreeShipping = !!cart?.appliedCoupons.some((c) => c.freeShipping);
  const shipperKey =
    cart && cart.entries.length > 0 && !hasFreeShipping ? `${cart.code}:${cart.shipToAccountNumber ?? ''}` : null;
  const doneFor = useRef<string | null>(null);
  const { mutate: setShipper } = shipper; // stable for the component's life (TanStack Query)
  useEffect(() => {
    if (!shipperKey || isProcessedReturn || doneFor.current === shipperKey) return;
    doneFor.current = shipperKey;
    setShipper();
  }, [shipperKey, isProcessedReturn, setShipper]);

  return {
    isPending: shipper.isPending,
    hasFailed,
    retry: () => shipper.mutate(),
    refused,
    setAgain: async () => {
      doneFor.current = null;
      try {
        setCart(await api.carts.setShipper({ userId: userId! }));
        setHasFailed(false);
      } catch {
        refused();
      }
    },
  };
}
