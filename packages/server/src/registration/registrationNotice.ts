import { ACCOUNT_NOT_FOUND, REGISTRATION_ALREADY_EXISTS } from '@shelfmark/api-client/schemas';
import type { RegisterOutcome } from './registerUser';

/** The message that tells the owner of an email address what became of a registration. */
export interface RegistrationNotice {
  /** The email address the registration gave. */
  to: string;
  outcome: RegisterOutcome['kind'];
  /** The requested customer / account number. */
  accountNumber: string;
  subject: string;
  text: string;
}

/**
 * The email a registration sends, whatever became of it: only the owner of the address learns
 * that the address was already registered or that the account number is unknown (the messages of
 * spec 001 §8, which the form no longer shows to whoever typed them).
 */
export function registrationNotice(outcome: RegisterOutcome, accountNumber: string): RegistrationNotice {
  const base = { to: outcome.uid, outcome: outcome.kind, accountNumber };
  switch (outcome.kind) {
    case 'created':
      return {
        ...base,
        subject: 'We received your registration',
        text: `We received your registration for customer / account number ${accountNumber}. We will confirm your account, then email you how to sign in.`,
      };
    case 'alreadyExists':
      return {
        ...base,
        subject: 'Someone tried to register with your email',
        text: `${REGISTRATION_ALREADY_EXISTS} Please sign in, or reset your password. If this was not you, you can ignore this email.`,
      };
    case 'unknownAccount':
      return {
        ...base,
        subject: 'We could not register you',
        text: `${ACCOUNT_NOT_FOUND} We could not find customer / account number ${accountNumber}. Please check it and register again, or contact customer service.`,
      };
  }
}
