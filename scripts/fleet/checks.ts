/**
 * The fleet test's checks, run by scripts/fleet/run.mjs once PostgreSQL, three server processes and
 * HAProxy are up: everything goes through the balancer, which deals requests round robin, so the
 * steps of one check land on different processes. Each check prints one line; the first failure
 * throws (exit 1).
 *
 * Environment: FLEET_URL (the balancer), FLEET_DATABASE_URL (to watch and to count), FLEET_PIDS
 * (the server processes' pids, comma-separated, in the order of their application_name
 * shelfmark-fleet-1…3).
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import { createApiClient, solveLocalCaptcha, TEST_CARDS } from '@shelfmark/api-client';
import { DEMO_PASSWORD, DEMO_TITLE, signInAs } from '@shelfmark/server/testing';

const base = process.env.FLEET_URL!;
const databaseUrl = process.env.FLEET_DATABASE_URL!;
const pids = (process.env.FLEET_PIDS ?? '').split(',').map(Number);
if (!base || !databaseUrl || pids.length !== 3) throw new Error('Run through scripts/fleet/run.mjs.');

const log = (line: string) => console.log(`fleet: ${line}`);
const until = async (what: string, condition: () => Promise<boolean>, timeoutMs = 30_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`fleet: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Requests as a client at `address` (HAProxy forwards X-Forwarded-For; the servers trust only its hop). */
const from = (address: string) => ({ 'x-forwarded-for': address });

async function sharedSignInLimit() {
  const address = '203.0.113.71';
  let sent = 0;
  let status = 0;
  while (status !== 429 && sent < 100) {
    sent += 1;
    const answer = await fetch(`${base}/api/auth/login?return=/`, { headers: from(address), redirect: 'manual' });
    await answer.body?.cancel();
    status = answer.status;
    if (status === 429) assert.ok(Number(answer.headers.get('retry-after')) >= 1, '429 without Retry-After');
  }
  // 30 a minute for the store, not 30 for each of three processes.
  assert.equal(sent, 31, `the sign-in limit refused request ${sent}, not 31`);
  const other = await fetch(`${base}/api/auth/login?return=/`, { headers: from('203.0.113.72'), redirect: 'manual' });
  assert.equal(other.status, 303);
  log('sign-in limit: the 31st start from one address is refused with 429 and Retry-After across three processes');
}

async function captchaAcrossProcesses() {
  const address = '203.0.113.81';
  const api = createApiClient({ baseUrl: base, headers: from(address) });
  let accepted = 0;
  for (let i = 0; i < 6; i += 1) {
    const challenge = await api.forms.captchaChallenge();
    assert.equal(challenge.provider, 'altcha');
    const token = (await solveLocalCaptcha(challenge.challenge))!;
    const submit = () =>
      fetch(`${base}/api/submit-form`, {
        method: 'POST',
        headers: { ...from(address), 'content-type': 'application/json' },
        body: JSON.stringify({
          formId: 'contact-us',
          reCaptchaEnabled: true,
          fullName: 'Morgan Reed',
          email: 'morgan@riverside.example',
          topic: 'orders',
          consent: true,
          source: 'storefront',
          customerType: 'library',
          recaptchaToken: token,
        }),
      });
    const first = await submit();
    assert.equal(first.status, 200, `contact form ${i + 1}: ${first.status} ${await first.text()}`);
    accepted += 1;
    // Replayed on the next processes: refused everywhere.
    for (let replay = 0; replay < 2; replay += 1) assert.equal((await submit()).status, 400);
  }
  log(
    `captcha: ${accepted} of 6 contact forms accepted (challenge and post on different processes), every replay refused`,
  );
}

async function signedIn(email: string) {
  const session = await signInAs(base, email, DEMO_PASSWORD);
  return { session, api: createApiClient({ baseUrl: base, fetch: session.fetch }) };
}

async function cartWithOneTitle(api: ReturnType<typeof createApiClient>, uid: string) {
  const cart = await api.carts.create({ userId: uid });
  await api.carts.addEntries({
    userId: uid,
    cartId: cart.code,
    orderEntries: [{ product: { code: DEMO_TITLE.code }, quantity: 1 }],
  });
  await api.carts.setShipper({ userId: uid });
  return cart;
}

async function cardPaymentAcrossProcesses() {
  const uid = 'buyer@shelfmark.test';
  const { api } = await signedIn(uid);
  const cart = await cartWithOneTitle(api, uid);
  const origin = `${base}/checkout`;
  const request = await api.payments.request({
    userId: uid,
    cartCode: cart.code,
    purchaseOrderNumber: 'PO-FLEET-CARD',
    origin,
    card_type: 'visa',
  });
  const form = new URLSearchParams();
  for (const { key, value } of request.parameters) form.set(key, value);
  form.set('card_type', 'visa');
  form.set('card_number', TEST_CARDS.visa);
  form.set('card_expiry_date', '12-2030');
  form.set('card_cvn', '123');
  const back = await fetch(`${base}${new URL(request.postUrl).pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  assert.equal(back.status, 303, `the provider refused the signed request: ${back.status}`);
  assert.equal(back.headers.get('location'), `${origin}?processed=true`);
  const order = await api.orders.placeCreditCardOrder({ userId: uid, cartCode: cart.code });
  assert.equal(order.paymentType, 'CARD');
  log(`card payment: requested, paid at the provider and placed as ${order.code} on different processes`);
}

async function killDuringPlacement(db: pg.Client) {
  const uid = 'staff@shelfmark.test';
  const { api } = await signedIn(uid);
  const cart = await cartWithOneTitle(api, uid);
  const po = `PO-KILL-${Date.now() % 1e8}`;
  // Hold the buyer's row (the lock every placement takes first): the placement waits inside its
  // transaction on whichever process the balancer gave it, and pg_stat_activity names that process.
  // A connection of its own: inside a transaction, pg_stat_activity would show one frozen snapshot.
  const locker = new pg.Client({ connectionString: databaseUrl });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('SELECT uid FROM users WHERE uid = $1 FOR UPDATE', [uid]);
  const place = () =>
    api.orders.place({ userId: uid, paymentType: 'ACCOUNT', purchaseOrderNumber: po, cartCode: cart.code });
  const first = place().then(
    (order) => ({ ok: true as const, order }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  let holder = '';
  let settled = false;
  void first.then(() => (settled = true));
  await until('the placement to wait for the buyer’s row', async () => {
    if (settled)
      throw new Error(`fleet: the placement answered while the buyer’s row was held: ${JSON.stringify(await first)}`);
    const { rows } = await db.query<{ application_name: string }>(
      `SELECT application_name FROM pg_stat_activity
        WHERE application_name LIKE 'shelfmark-fleet-%' AND wait_event_type = 'Lock' AND state = 'active'`,
    );
    holder = rows[0]?.application_name ?? '';
    return holder !== '';
  });
  const index = Number(holder.replace('shelfmark-fleet-', '')) - 1;
  process.kill(pids[index]!, 'SIGKILL');
  await locker.query('ROLLBACK');
  await locker.end();
  const outcome = await first;
  log(
    `order placement: process ${index + 1} killed while placing; the buyer saw ${outcome.ok ? `order ${outcome.order.code}` : `"${(outcome.error as Error).message}"`}`,
  );
  // The buyer (or the page) tries again: the balancer sends it to a live process.
  let placed = outcome.ok ? outcome.order.code : '';
  if (!placed) {
    try {
      placed = (await place()).code;
    } catch (error) {
      // Placed meanwhile: the idempotent refusal names the order (409 CART_PLACED).
      const named = (error as { body?: { message?: string }; message?: string }).message ?? '';
      placed = /W\d{8}/.exec(named)?.[0] ?? '';
      assert.ok(placed, `the retry failed without naming an order: ${named}`);
    }
  }
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE po_number = $1', [po]);
  assert.equal(rows[0]!.n, 1, `${rows[0]!.n} orders for one placement`);
  log(`order placement: exactly one order (${placed}) after the kill and the retry`);
}

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  await sharedSignInLimit();
  await captchaAcrossProcesses();
  await cardPaymentAcrossProcesses();
  await killDuringPlacement(db);
} finally {
  await db.end();
}
