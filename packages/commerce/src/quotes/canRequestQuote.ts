import type { SessionUser } from '@shelfmark/api-client';

/**
 * Whether the signed-in user may ask their rep for a quote: a confirmed account that may order (a visitor signs in
 * first; an inquiry-only account orders through customer service).
 */
export const canRequestQuote = (user: SessionUser | null | undefined): user is SessionUser =>
  !!user && user.accountStatus === 'ACTIVE' && !user.isUserInquiryOnly && user.hasPurchaserRights !== false;
