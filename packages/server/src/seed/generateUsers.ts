import { PRODUCT_STORE_ROLE, SECOND_BRAND_STORE_ROLE } from '@shelfmark/api-client/schemas';
import type { accounts, AddressRecord, users } from '../db/schema';
import { DEMO_FUNDS } from './demo';
import { TOWNS } from './words';

export type UserRow = Omit<typeof users.$inferInsert, 'passwordHash'>;
export type AccountRow = typeof accounts.$inferInsert;

export interface DemoDirectory {
  users: UserRow[];
  accounts: AccountRow[];
  /** [user uid, account number] links. */
  links: [string, string][];
}

const address = (id: string, line1: string, townIndex: number, line2: string | null = null): AddressRecord => {
  const t = TOWNS[townIndex]!;
  return {
    id,
    line1,
    line2,
    town: t.town,
    postalCode: t.postalCode,
    region: { isocode: t.region, name: t.regionName },
    country: { isocode: t.country },
    phone: '555-010-2000',
  };
};

const shipTo = (
  accountNumber: string,
  name: string,
  addr: AddressRecord,
  extra: Partial<AccountRow> = {},
): AccountRow => ({
  accountNumber,
  uid: accountNumber,
  name,
  kind: 'SHIP_TO',
  active: true,
  addresses: [addr],
  funds: [...DEMO_FUNDS],
  ...extra,
});
const billTo = (accountNumber: string, name: string, addr: AddressRecord): AccountRow => ({
  accountNumber,
  uid: accountNumber,
  name,
  kind: 'BILL_TO',
  active: true,
  addresses: [addr],
});

/**
 * Agreed discounts on the catalogue price per ship-to account (account_pricing; PNA-01): the
 * first-brand buyer's ship-tos each have a different one, so switching the ship-to visibly re-prices
 * the cart. The buyer's default, Central, pays the catalogue price (0 %).
 */
export const DEMO_ACCOUNT_PRICING: readonly { accountNumber: string; discountPercent: string }[] = [
  { accountNumber: '1000100', discountPercent: '5.00' },
  { accountNumber: '1000101', discountPercent: '0.00' },
  { accountNumber: '1000102', discountPercent: '12.50' },
  { accountNumber: '1000103', discountPercent: '20.00' },
];

/**
 * The six demo users of the README and their accounts. The first-brand buyer acts for a library
 * system: the system itself (a parent unit, also a ship-to), two branches under it, a school media
 * centre under an intermediate unit, and an inactive bookmobile that the account list hides.
 */
export function generateUsers(): DemoDirectory {
  const parentUid = '1000100'; // org-unit uids are their account numbers
  const accountRows: AccountRow[] = [
    shipTo('1000100', 'Riverbend Public Library System', address('a-1000100', '100 Library Plaza', 0), {
      isE1Account: true,
      e1AccountNumber: 'E1000100',
    }),
    shipTo('1000101', 'Riverbend Central Library', address('a-1000101', '12 Main Street', 0), {
      parentUid,
      isE1Account: true,
      e1AccountNumber: 'E1000101',
    }),
    shipTo('1000102', 'Riverbend East Branch', address('a-1000102', '480 Eastgate Road', 0, 'Receiving dock B'), {
      parentUid,
    }),
    shipTo('1000103', 'Riverbend Schools Media Center', address('a-1000103', '9 Schoolhouse Lane', 0), {
      parentUid,
      intermediateUnit: true,
    }),
    shipTo('1000104', 'Riverbend Bookmobile', address('a-1000104', '100 Library Plaza', 0, 'Garage 2'), {
      parentUid,
      active: false,
    }),
    billTo('2000100', 'Riverbend Library Accounts Payable', address('b-2000100', 'PO Box 4410', 0)),
    shipTo('1000200', 'Maple Grove Public Library', address('a-1000200', '8001 Lincoln Drive', 1)),
    shipTo('1000201', 'Maple Grove Senior Center Library', address('a-1000201', '215 Elm Court', 1)),
    billTo('2000200', 'City of Maple Grove Finance', address('b-2000200', '12800 Arbor Lakes Pkwy', 1)),
    shipTo('1000300', 'Waterville College Library', address('a-1000300', '4 College Avenue', 3)),
    billTo(
      '2000300',
      'Waterville College Purchasing',
      address('b-2000300', '4 College Avenue', 3, 'Purchasing office'),
    ),
    shipTo('1000400', 'Shelfmark Customer Service Desk', address('a-1000400', '1 Harbour Square', 2)),
    billTo('2000400', 'Shelfmark Internal Billing', address('b-2000400', '1 Harbour Square', 2)),
    shipTo('1000600', 'Galway City Library', {
      id: 'a-1000600',
      line1: 'St Augustine Street',
      line2: null,
      town: 'Galway',
      postalCode: 'H91 X2W2',
      region: null,
      country: { isocode: 'IE', name: 'Ireland' },
      phone: '+353-91-562-471',
    }),
    billTo('2000600', 'Galway City Council Accounts', {
      id: 'b-2000600',
      line1: 'College Road',
      line2: null,
      town: 'Galway',
      postalCode: 'H91 X56A',
      region: null,
      country: { isocode: 'IE', name: 'Ireland' },
    }),
    // Checkout (CHK-08, CHK-04): ship-tos whose address every checkout error modal needs.
    shipTo('1000700', 'Harbor Point Library', address('a-1000700', '77 Wharf Street', 4)),
    shipTo('1000701', 'Harbor Point Reading Room (incomplete address)', {
      ...address('a-1000701', '3 Pier Lane', 4),
      postalCode: '',
    }),
    shipTo('1000702', 'Harbor Point Annex (unverifiable address)', address('a-1000702', 'Old Harbor Road', 4)),
    shipTo('1000703', 'Harbor Point Alaska Outreach (no shipper)', {
      id: 'a-1000703',
      line1: '410 Front Street',
      line2: null,
      town: 'Nome',
      postalCode: '99762',
      region: { isocode: 'US-AK', name: 'Alaska' },
      country: { isocode: 'US' },
      phone: '555-010-2700',
    }),
    billTo('2000700', 'Harbor Point Library Accounts', address('b-2000700', '77 Wharf Street', 4)),
    // Self-service (FOE-01, PNA-01): a North American purchaser whose cart no other journey touches.
    shipTo('1000800', 'Cedar Falls Public Library', address('a-1000800', '12 Cedar Avenue', 4)),
    billTo('2000800', 'Cedar Falls Library Accounts', address('b-2000800', '12 Cedar Avenue', 4)),
  ];

  const person = (uid: string, firstName: string, lastName: string, fields: Partial<UserRow>): UserRow => ({
    uid,
    email: uid,
    firstName,
    lastName,
    brand: 'shelfmark',
    roles: [],
    accountStatus: 'ACTIVE',
    tierLevel: 'T1',
    workPhone: '555-010-1000',
    ...fields,
  });
  const userRows: UserRow[] = [
    person('buyer@shelfmark.test', 'Brooke', 'Harmon', {
      title: 'Acquisitions Librarian',
      departmentName: 'Collection Services',
      storeName: 'Riverbend Public Library System',
      hasPurchaserRights: true,
      roles: ['purchaser', PRODUCT_STORE_ROLE],
      orgUnitUid: parentUid,
      orgUnitAccountNumber: '1000100',
      defaultShipToAccount: '1000101',
      currentShipToAccount: '1000101',
      defaultBillToAccount: '2000100',
      cellphone: '555-010-3001',
    }),
    person('buyer@thorndike.test', 'Tessa', 'Thorne', {
      brand: 'thorndike',
      title: 'Adult Services Manager',
      storeName: 'Maple Grove Public Library',
      hasPurchaserRights: true,
      roles: ['purchaser', SECOND_BRAND_STORE_ROLE],
      orgUnitUid: '1000200',
      orgUnitAccountNumber: '1000200',
      defaultShipToAccount: '1000200',
      currentShipToAccount: '1000200',
      defaultBillToAccount: '2000200',
    }),
    person('inquiry@shelfmark.test', 'Ian', 'Quill', {
      title: 'Reference Librarian',
      storeName: 'Waterville College Library',
      isInquiryOnly: true,
      roles: [PRODUCT_STORE_ROLE],
      orgUnitUid: '1000300',
      orgUnitAccountNumber: '1000300',
      defaultShipToAccount: '1000300',
      currentShipToAccount: '1000300',
      defaultBillToAccount: '2000300',
    }),
    person('staff@shelfmark.test', 'Sam', 'Stafford', {
      title: 'Customer Service Representative',
      departmentName: 'Customer Service',
      storeName: 'Shelfmark',
      hasPurchaserRights: true,
      isCengageEmployee: true,
      roles: ['purchaser', PRODUCT_STORE_ROLE, 'staff'],
      orgUnitUid: '1000400',
      orgUnitAccountNumber: '1000400',
      defaultShipToAccount: '1000400',
      currentShipToAccount: '1000400',
      defaultBillToAccount: '2000400',
      tierLevel: 'T3',
    }),
    person('pending@shelfmark.test', 'Penny', 'Waite', {
      accountStatus: 'PENDING',
      roles: ['purchaser', PRODUCT_STORE_ROLE],
      storeName: null,
    }),
    person('intl@shelfmark.test', 'Imogen', 'Galloway', {
      title: 'Head of Acquisitions',
      storeName: 'Galway City Library',
      hasPurchaserRights: true,
      isInternational: true,
      roles: ['purchaser', PRODUCT_STORE_ROLE],
      orgUnitUid: '1000600',
      orgUnitAccountNumber: '1000600',
      defaultShipToAccount: '1000600',
      currentShipToAccount: '1000600',
      defaultBillToAccount: '2000600',
      workPhone: '+353-91-562-400',
    }),
    person('orders@shelfmark.test', 'Olive', 'Dunn', {
      title: 'Acquisitions Librarian',
      storeName: 'Cedar Falls Public Library',
      hasPurchaserRights: true,
      roles: ['purchaser', PRODUCT_STORE_ROLE],
      orgUnitUid: '1000800',
      orgUnitAccountNumber: '1000800',
      defaultShipToAccount: '1000800',
      currentShipToAccount: '1000800',
      defaultBillToAccount: '2000800',
    }),
    person('checkout@shelfmark.test', 'Casey', 'Marsh', {
      title: 'Library Director',
      storeName: 'Harbor Point Library',
      hasPurchaserRights: true,
      roles: ['purchaser', PRODUCT_STORE_ROLE],
      orgUnitUid: '1000700',
      orgUnitAccountNumber: '1000700',
      defaultShipToAccount: '1000700',
      currentShipToAccount: '1000700',
      defaultBillToAccount: '2000700',
    }),
  ];

  const links: [string, string][] = [
    ...['1000100', '1000101', '1000102', '1000103', '1000104', '2000100'].map(
      (a) => ['buyer@shelfmark.test', a] as [string, string],
    ),
    ['buyer@thorndike.test', '1000200'],
    ['buyer@thorndike.test', '1000201'],
    ['buyer@thorndike.test', '2000200'],
    ['inquiry@shelfmark.test', '1000300'],
    ['inquiry@shelfmark.test', '2000300'],
    ['staff@shelfmark.test', '1000400'],
    ['staff@shelfmark.test', '2000400'],
    ['intl@shelfmark.test', '1000600'],
    ['intl@shelfmark.test', '2000600'],
    ['orders@shelfmark.test', '1000800'],
    ['orders@shelfmark.test', '2000800'],
    ...['1000700', '1000701', '1000702', '1000703', '2000700'].map(
      (a) => ['checkout@shelfmark.test', a] as [string, string],
    ),
  ];
  return { users: userRows, accounts: accountRows, links };
}
