import type { BinaryLike, ScryptOptions } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRegistrationBody, PRODUCT_STORE_ROLE, registrationBodySchema } from '@shelfmark/api-client';
import { registerUser } from '../src/registration/registerUser';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { verifyPassword } from '../src/users/password';
import { verifyCredentials } from '../src/users/userRepo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';

/**
 * Sign-in must cost the same whether the email is unknown, pending without a password, or a real
 * user's (a pending user's login answered ~7× faster, no hash was checked). Proved by
 * counting the work, not by a stopwatch: one password check and one scrypt with the same cost.
 */
const scryptCalls = vi.hoisted(() => [] as { keylen: number; N?: number; r?: number; p?: number; saltBytes: number }[]);

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (
    password: BinaryLike,
    salt: BinaryLike,
    keylen: number,
    options: ScryptOptions,
    done: (error: Error | null, key: Buffer) => void,
  ) => {
    scryptCalls.push({
      keylen,
      N: options.N,
      r: options.r,
      p: options.p,
      saltBytes: Buffer.from(salt as Buffer).length,
    });
    return real.scrypt(password, salt, keylen, options, done);
  };
  return { ...real, default: { ...real, scrypt }, scrypt };
});

vi.mock('../src/users/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/users/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const ACTIVE = 'buyer@shelfmark.test';
/** Seeded PENDING with a password (spec 001 §4: a pending user may have a session). */
const PENDING_WITH_PASSWORD = 'pending@shelfmark.test';
/** Registered through the form: PENDING, no password yet. */
const REGISTERED = 'new.registrant@library.org';

let db: FreshDatabase;
beforeAll(async () => {
  db = await freshDatabase();
  const { user } = registrationBodySchema.parse(
    buildRegistrationBody({
      catalogSelection: PRODUCT_STORE_ROLE,
      accountNumber: '1000101',
      firstName: 'New',
      lastName: 'Registrant',
      email: REGISTERED,
      phone: '6175550123',
    }),
  );
  expect(await registerUser(db.database.db, user)).toMatchObject({ kind: 'created' });
});
afterAll(async () => {
  await db?.cleanup();
});
/** The work one sign-in did: password checks, and the cost of each scrypt run. */
async function signInWork(email: string, password: string) {
  vi.mocked(verifyPassword).mockClear();
  scryptCalls.length = 0;
  const result = await verifyCredentials(db.database.db, email, password);
  return { result, checks: vi.mocked(verifyPassword).mock.calls.length, scrypts: [...scryptCalls] };
}

describe('verifyCredentials does the same work for every email', () => {
  it('AUTH-01 checks exactly one password with one scrypt of the same cost for an unknown, a registered-pending, a pending and an active user', async () => {
    const real = await signInWork(ACTIVE, 'wrong password');
    expect(real.result).toBeNull();
    expect(real.checks).toBe(1);
    expect(real.scrypts).toEqual([{ keylen: 32, N: 16384, r: 8, p: 1, saltBytes: 16 }]);

    for (const email of ['nobody@nowhere.example', REGISTERED, REGISTERED.toUpperCase(), PENDING_WITH_PASSWORD]) {
      const work = await signInWork(email, 'wrong password');
      expect(work.result, email).toBeNull();
      expect([work.checks, work.scrypts], email).toEqual([1, real.scrypts]);
    }
  });

  it('AUTH-01 the dummy hash never signs anyone in: a registered user without a password is refused for every guess, the real users get in with theirs', async () => {
    for (const guess of ['', 'pending-activation', DEMO_PASSWORD]) {
      expect((await signInWork(REGISTERED, guess)).result).toBeNull();
      expect((await signInWork('nobody@nowhere.example', guess)).result).toBeNull();
    }
    const active = await signInWork(ACTIVE, DEMO_PASSWORD);
    expect([active.result, active.checks, active.scrypts.length]).toEqual([{ uid: ACTIVE }, 1, 1]);
    expect((await signInWork(PENDING_WITH_PASSWORD, DEMO_PASSWORD)).result).toEqual({ uid: PENDING_WITH_PASSWORD });
  });
});
