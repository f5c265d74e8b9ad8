import type { accessCodes } from '../db/schema';

export type AccessCodeRow = typeof accessCodes.$inferInsert;

/**
 * Access codes the checker knows (ACC-01). The first two are the memory twin's demo codes too, so
 * the contract cases can check them on both implementations.
 */
export function generateAccessCodes(): AccessCodeRow[] {
  return [
    {
      accessCode: 'SMK-7F3Q-92LA',
      returnable: true,
      status: 'Active',
      productName: 'World History in Context',
      registeredTo: 'Riverbend Public Library System',
      email: 'buyer@shelfmark.test',
      activationDate: '2026-02-01',
      refundEligibility: 'Eligible until 2026-03-03',
    },
    {
      accessCode: 'SMK-1B8D-44XE',
      returnable: false,
      status: 'Unused',
      productName: 'Digital Scholar Lab',
      registeredTo: null,
      email: null,
      activationDate: null,
      refundEligibility: 'Not eligible',
    },
    {
      accessCode: 'SMK-9K2M-17QT',
      returnable: false,
      status: 'Expired',
      productName: 'Literature Criticism Online',
      registeredTo: 'Maple Grove Public Library',
      email: 'buyer@thorndike.test',
      activationDate: '2024-09-15',
      refundEligibility: 'Not eligible',
    },
    {
      accessCode: 'SMK-4H6W-80ZR',
      returnable: true,
      status: 'Active',
      productName: 'Gale Primary Sources: Łódź Ghetto Records',
      registeredTo: 'Waterville College Library',
      email: 'inquiry@shelfmark.test',
      activationDate: '2026-10-30',
      refundEligibility: 'Eligible until 2026-11-29',
    },
  ];
}
