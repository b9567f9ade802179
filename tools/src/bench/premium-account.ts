import { randomUUID } from 'node:crypto';
import { RpcPattern, type Principal } from '@lifewheel/contracts';
import { principalPrivateKey, randomToken, sha256Hex, signPrincipal, type RpcClient } from '@lifewheel/platform';
import { defaultAssessmentBody, type TestStack } from '@lifewheel/testing';

/** How many saved assessments the premium dashboard's figures are measured with (issue 16). */
export const SAVED_ASSESSMENTS = 200;
/** Assessments saved through the service itself; the rest are copies of them, made in SQL. */
const DISTINCT_ASSESSMENTS = 4;
/** Principals live 60 s: a fresh one well before that, as identity gives the gateway one per session check. */
const PRINCIPAL_REFRESH_MS = 20_000;

export interface PremiumAccount {
  /** `lw_session=...` for requests through the gateway. */
  cookie: string;
  /** A principal signed as identity signs one, for calling the service's RPC directly. */
  principal(): Promise<string>;
}

/**
 * A premium account with a live session (rows made the way identity makes them: only the token's
 * hash is stored) and SAVED_ASSESSMENTS saved assessments, a week apart. A few are saved through
 * the assessments RPC, so their rows are real; the rest are copied in one statement, which takes
 * a moment where saving them one by one would add a burst of journey events to the first run.
 */
export async function premiumAccount(stack: TestStack, rpc: RpcClient): Promise<PremiumAccount> {
  const userId = randomUUID();
  const session = randomToken(32);
  await stack.db.query('insert into identity.users (id, email, is_premium) values ($1, $2, true)', [userId, `bench-${userId.slice(0, 8)}@example.test`]);
  await stack.db.query(`insert into identity.sessions (id, token_hash, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
    randomUUID(),
    sha256Hex(session),
    userId,
  ]);
  const person: Principal = { userId, sessionId: randomUUID(), email: `bench-${userId.slice(0, 8)}@example.test`, isPremium: true, isAdmin: false };
  const key = principalPrivateKey(stack.baseEnv['PRINCIPAL_PRIVATE_KEY']!);
  let signed = { token: '', at: 0 };
  const principal = async () => {
    if (Date.now() - signed.at > PRINCIPAL_REFRESH_MS) signed = { token: await signPrincipal(person, key), at: Date.now() };
    return signed.token;
  };

  for (let seed = 0; seed < DISTINCT_ASSESSMENTS; seed += 1) {
    await rpc.forward(RpcPattern.AssessmentsCreate, defaultAssessmentBody(seed), { principal: await principal() });
  }
  await stack.db.query(
    `insert into assessments.assessments (id, token, creator_secret_hash, user_id, wheel, responses, language, created_at)
     select gen_random_uuid(), md5(random()::text || copy.n), source.creator_secret_hash, source.user_id, source.wheel, source.responses, source.language, now()
     from generate_series(1, $2::int) as copy(n)
     join (select *, row_number() over (order by created_at) - 1 as k from assessments.assessments where user_id = $1) as source on source.k = copy.n % $3`,
    [userId, SAVED_ASSESSMENTS - DISTINCT_ASSESSMENTS, DISTINCT_ASSESSMENTS],
  );
  // A week apart, newest now: the order and the trend then look like a long, real history.
  await stack.db.query(
    `update assessments.assessments as a set created_at = now() - (ordered.i * interval '7 days')
     from (select id, row_number() over (order by created_at desc, id) - 1 as i from assessments.assessments where user_id = $1) as ordered
     where a.id = ordered.id`,
    [userId],
  );
  const [row] = await stack.db.query<{ count: number }>('select count(*)::int as count from assessments.assessments where user_id = $1', [userId]);
  const count = row?.count;
  if (count !== SAVED_ASSESSMENTS) throw new Error(`seeded ${count} assessments, not ${SAVED_ASSESSMENTS}`);
  return { cookie: `lw_session=${session}`, principal };
}
