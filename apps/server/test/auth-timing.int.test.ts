// No account enumeration by timing (issue 25): forgot-password, verify-reset-code, verify-email and
// send-email-verification take as long for an existing account as for an unknown address.
// 160 pairs (existing, unknown) per call, each pair in a random order, and the median of their
// differences held to a quarter of the faster side's median (behaviour.md, "Accounts and mail:
// nothing leaked"). Before the fix the gaps were 45-120 % of it, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { postJson, registerUser, uniqueEmail, type RegisteredUser } from './helpers/factories';
import { allowedGapMs, createPairSamples, summarise, timePairs, type PairSamples } from './helpers/timing-pairs';

const ACCOUNTS = 40;
/** Each account is used once a round: 160 pairs. Four wrong tries leave a live code alive. */
const ROUNDS = 4;
const WARM_UP_PAIRS = 8;
const DAY = 24 * 60 * 60_000;
const WRONG_CODE = '000000';

let ctx: TestContext;
let accounts: RegisteredUser[];

beforeAll(async () => {
  // No workers: the job an existing account's request leaves would otherwise run during a later
  // request (on PGlite's one connection) and slow one side of the pairs, not the other.
  ctx = await createTestApp({ withWorkers: false });
  accounts = [];
  // Unverified accounts, each with the live verification code its registration issued.
  for (let index = 0; index < ACCOUNTS; index += 1) accounts.push(await registerUser(ctx));
}, 120_000);
afterAll(() => ctx.close());

const post = async (url: string, payload: object, status: number) => {
  expect((await postJson(ctx, url, payload)).statusCode).toBe(status);
};

/** Pairs of (an existing account's request, an unknown address's request), after a warm-up. */
async function measure(
  call: (email: string) => Promise<void>,
  beforeRound: () => void = () => {},
): Promise<PairSamples> {
  await timePairs(
    createPairSamples(),
    WARM_UP_PAIRS,
    () => call(uniqueEmail()),
    () => call(uniqueEmail()),
  );
  const samples = createPairSamples();
  for (let round = 0; round < ROUNDS; round += 1) {
    beforeRound();
    await timePairs(
      samples,
      ACCOUNTS,
      (index) => call(accounts[index]!.user.email),
      () => call(uniqueEmail()),
    );
  }
  return samples;
}

function expectNoGap(samples: PairSamples) {
  const timings = summarise(samples);
  const report = `existing ${timings.medianFirstMs.toFixed(2)} ms, unknown ${timings.medianSecondMs.toFixed(2)} ms, median gap ${timings.medianGapMs.toFixed(2)} ms over ${timings.pairs} pairs`;
  if (process.env.TIMING_REPORT) console.log(report);
  expect(Math.abs(timings.medianGapMs), report).toBeLessThanOrEqual(allowedGapMs(timings));
}

// In this order: the verification codes are live until the clock moves on for the send limits.
describe('timing of an existing account against an unknown address', () => {
  it('verify-email, a wrong code against an account whose code is live', async () => {
    expectNoGap(await measure((email) => post('/api/auth/verify-email', { email, code: WRONG_CODE }, 400)));
  }, 120_000);

  it('verify-reset-code', async () => {
    expectNoGap(await measure((email) => post('/api/auth/verify-reset-code', { email, code: WRONG_CODE }, 400)));
  }, 120_000);

  it('send-email-verification, for an unverified account', async () => {
    // A day on before each round: every address's send limits are clear again.
    const nextDay = () => ctx.clock.advance(DAY + 60_000);
    expectNoGap(await measure((email) => post('/api/auth/send-email-verification', { email }, 200), nextDay));
  }, 120_000);

  it('forgot-password', async () => {
    const nextDay = () => ctx.clock.advance(DAY + 60_000);
    expectNoGap(await measure((email) => post('/api/auth/forgot-password', { email }, 200), nextDay));
  }, 120_000);
});
