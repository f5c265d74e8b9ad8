import { useMutation } from '@tanstack/react-query';
import { detectCardType, type Cart } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { useSiteConfig } from '@shelfmark/forms/site';
import { checkoutStorage } from './checkoutStorage';
import { providerExpiry, type PaymentValues } from './paymentRules';
import type { SubmitToProvider } from './submitToProvider';
import type { UseFinishOrderResult } from './useFinishOrder';

export interface UsePlaceOrderOptions {
  cart: Cart | undefined;
  userId: string | null;
  submitToProvider: SubmitToProvider;
  finishing: UseFinishOrderResult;
  /** Shows the modal a refused step calls for. */
  onFailed: (error: unknown, values: PaymentValues) => void;
}

/** The purchase (CHK-06, CHK-07): a PO order is placed at once, a card goes to the provider through a hidden form. */
export function usePlaceOrder({ cart, userId, submitToProvider, finishing, onFailed }: UsePlaceOrderOptions) {
  const api = useApiClient();
  const config = useSiteConfig();
  return useMutation({
    mutationFn: async ({ values, ignore }: { values: PaymentValues; ignore: boolean }) => {
      const placing = cart!;
      finishing.remember({
        checkoutOption: values.checkoutOption,
        purchaseOrderNumber: values.purchaseOrderNumber,
        specialShippingInfo: values.specialShippingInfo,
      });
      if (values.checkoutOption === 'payByPO') {
        const placed = await api.orders.place({
          userId: userId!,
          paymentType: 'ACCOUNT',
          purchaseOrderNumber: values.purchaseOrderNumber,
          cartCode: placing.code,
          shippingChoice: { specialShippingInstructions: values.specialShippingInfo },
          ...(ignore ? { ignoreAddressVerification: true } : {}),
        });
        await finishing.finish(placed, placing);
        return;
      }
      const request = await api.payments.request({
        userId: userId!,
        cartCode: placing.code,
        purchaseOrderNumber: values.purchaseOrderNumber,
        origin: `${globalThis.location?.origin ?? ''}${config.routes.checkout}`,
        specialShippingInstructions: values.specialShippingInfo,
        ...(ignore ? { ignore_avs: true } : {}),
      });
      checkoutStorage.savePendingCardPayment({
        cartCode: placing.code,
        specialShippingInfo: values.specialShippingInfo,
        purchaseOrderNumber: values.purchaseOrderNumber,
      });
      submitToProvider(request, {
        card_type: detectCardType(values.cardNumber) ?? '',
        card_number: values.cardNumber,
        card_expiry_date: providerExpiry(values.expirationDate),
        card_cvn: values.securityCode,
      });
    },
    onError: (error, { values }) => onFailed(error, values),
  });
}
