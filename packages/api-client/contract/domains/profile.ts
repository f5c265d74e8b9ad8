import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';

/** The profile page reads one account (PROF-01), whatever ship-to the buyer acts for. */
export function profileCases(ctx: ContractContext): void {
  describe('profile', () => {
    it('PROF-01 after switching the ship-to, the customer number and the default shipping address are of one account', async () => {
      const { buyer, B } = ctx;
      const before = await buyer.users.accounts({ userId: B });
      const start = before.shipToAccount!.accountNumber;
      const target = before.shipToAccounts.find((a) => a.active && a.accountNumber !== start)!;
      try {
        await buyer.carts.changeAccount({ userId: B, shipToAccountNumber: target.accountNumber });
        const [profile, accounts] = await Promise.all([
          buyer.users.profile({ userId: B }),
          buyer.users.accounts({ userId: B }),
        ]);
        // The registered customer number is the default ship-to (spec 002 §2), the one whose address is shown.
        expect(profile.defaultShipToAccount).toBe(accounts.customerDefaultShipToAccount?.uid);
        expect(profile.defaultShipToAccount).not.toBe(target.accountNumber);
      } finally {
        await buyer.carts.changeAccount({ userId: B, shipToAccountNumber: start });
      }
    });
  });
}
