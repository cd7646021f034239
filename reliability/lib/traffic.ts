import { DIVISIONS, FILTER_ALL } from '@bondhon/shared/options';
import { biodataBody } from '../../apps/server/test/biodata-fixtures';
import {
  mapConcurrently,
  signUp,
  type Answer,
  type SignedInUser,
  type Stats,
  type Target,
} from './http';

/** Stripe's test card that succeeds (the local gateway follows it). */
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

/** The kinds of traffic and how often each is picked (weights). */
export const TRAFFIC_MIX = {
  browse: 25,
  search: 25,
  details: 20,
  favourite: 12,
  edit: 10,
  payment: 8,
} as const;
export type TrafficKind = keyof typeof TRAFFIC_MIX;

const isAcknowledged = (answer: Answer) => answer.status >= 200 && answer.status < 300;
/** No answer, or an answer that does not say whether the write happened (a 5xx). */
const isUncertain = (answer: Answer) => answer.status === 0 || answer.status >= 500;

/** One signed-in user and what the server acknowledged of its writes. */
export interface Member extends SignedInUser {
  biodataId: string;
  /**
   * The values the biodata's marker field may hold: the last acknowledged edit's marker, plus
   * those of later edits that got no answer (they may or may not have been applied).
   */
  markerCandidates: string[];
  /** Favourites by biodata: acknowledged present (its id), absent, or unknown (no answer). */
  favourites: Map<string, { state: 'present'; id: string } | { state: 'absent' | 'unknown' }>;
  /** Biodatas this member paid for or tried to (never paid twice). */
  paidFor: Set<string>;
}

export interface AcknowledgedPayment {
  userId: string;
  biodataId: string;
  intentId: string;
  requestId: string;
}

/** Everything the server acknowledged, and the payments confirmed whose recording never came. */
export class WriteLog {
  edits = 0;
  favouriteAdds = 0;
  favouriteRemoves = 0;
  payments: AcknowledgedPayment[] = [];
  /** Confirmed at the gateway but `POST /api/payments` was not answered (or never sent). */
  unrecordedConfirmed: { userId: string; biodataId: string; intentId: string }[] = [];
  /** Surprises while the traffic ran (an acknowledged state contradicted by a later answer). */
  problems: string[] = [];
}

let markerCounter = 0;
const nextMarker = (member: Member) =>
  `Marker ${member.email.split('@')[0]!.replace(/\W/g, ' ')} ${++markerCounter}`;

/**
 * Signs up `count` members (through the real sign-up; the server's limits are raised) and
 * creates each one's biodata, so each can edit its own.
 */
export async function createMembers(
  target: Target,
  stats: Stats,
  count: number,
  label: string,
): Promise<Member[]> {
  return mapConcurrently(
    Array.from({ length: count }, (_, index) => index),
    4,
    async (index) => {
      const email = `${label}.${index}.${Date.now().toString(36)}@reliability.bondhon.test`;
      const user = await signUp(target, stats, email, 30_000);
      const member: Member = {
        ...user,
        biodataId: '',
        markerCandidates: [],
        favourites: new Map(),
        paidFor: new Set(),
      };
      const marker = nextMarker(member);
      const created = await user.client.call(
        'PUT /api/addBioData',
        'PUT',
        `/api/addBioData?email=${encodeURIComponent(email)}`,
        biodataBody({ fathersName: marker, biodataType: index % 2 ? 'Male' : 'Female' }),
      );
      const id = (created.body as { _id?: string } | null)?._id;
      if (created.status !== 201 || !id) {
        throw new Error(`creating ${email}'s biodata answered ${created.status}`);
      }
      member.biodataId = id;
      member.markerCandidates = [marker];
      return member;
    },
  );
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function pickKind(kinds: Partial<Record<TrafficKind, number>>): TrafficKind {
  const entries = Object.entries(kinds) as [TrafficKind, number][];
  let roll = Math.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [kind, weight] of entries) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return entries[0]![0];
}

export interface TrafficOptions {
  members: Member[];
  /** Seeded biodatas to look at, favour and pay for. */
  biodataIds: string[];
  log: WriteLog;
  /** Requests by kind. */
  counts: Record<string, number>;
  mix?: Partial<Record<TrafficKind, number>>;
  /** Share of payers who close the page between the card and `POST /api/payments`. */
  abandonShare?: number;
  shouldStop: () => boolean;
}

/** One member's loop: picks a kind of traffic at random until told to stop. */
async function memberLoop(member: Member, options: TrafficOptions): Promise<void> {
  const mix = options.mix ?? TRAFFIC_MIX;
  while (!options.shouldStop()) {
    const kind = pickKind(mix);
    options.counts[kind] = (options.counts[kind] ?? 0) + 1;
    await ACTIONS[kind](member, options);
    // An action can finish without I/O (a member who has paid for every biodata): without this
    // turn of the event loop the loop would starve the timer that sets `shouldStop`.
    await new Promise((resolveTurn) => setImmediate(resolveTurn));
  }
}

/** Runs one loop per member (the connections) until `shouldStop`. */
export async function runTraffic(options: TrafficOptions): Promise<void> {
  await Promise.all(options.members.map((member) => memberLoop(member, options)));
}

const ACTIONS: Record<TrafficKind, (member: Member, options: TrafficOptions) => Promise<void>> = {
  async browse(member) {
    if (Math.random() < 0.5) {
      await member.client.call('GET /api/biodatas/search', 'GET', '/api/biodatas/search?page=1');
    } else {
      const order = Math.random() < 0.5 ? 'asc' : 'desc';
      await member.client.call(
        'GET /api/premium-members',
        'GET',
        `/api/premium-members?order=${order}`,
      );
    }
  },

  async search(member) {
    const query = new URLSearchParams({
      maxAge: String(20 + Math.floor(Math.random() * 41)),
      type: pick([FILTER_ALL, 'Male', 'Female']),
      division: pick([FILTER_ALL, ...DIVISIONS]),
      page: String(1 + Math.floor(Math.random() * 5)),
    });
    await member.client.call('GET /api/biodatas/search', 'GET', `/api/biodatas/search?${query}`);
  },

  async details(member, { biodataIds }) {
    await member.client.call('GET /api/details/:id', 'GET', `/api/details/${pick(biodataIds)}`);
  },

  async favourite(member, { biodataIds, log }) {
    const biodataId = pick(biodataIds);
    const known = member.favourites.get(biodataId) ?? { state: 'absent' };
    if (known.state === 'unknown') return;
    if (known.state === 'present') {
      const answer = await member.client.call(
        'DELETE /api/favourites/delete/:id',
        'DELETE',
        `/api/favourites/delete/${known.id}`,
      );
      if (isAcknowledged(answer)) {
        member.favourites.set(biodataId, { state: 'absent' });
        log.favouriteRemoves += 1;
      } else if (isUncertain(answer)) {
        member.favourites.set(biodataId, { state: 'unknown' });
      } else {
        log.problems.push(`removing an acknowledged favourite answered ${answer.status}`);
        member.favourites.set(biodataId, { state: 'unknown' });
      }
      return;
    }
    const answer = await member.client.call('POST /api/favourites', 'POST', '/api/favourites', {
      userEmail: member.email,
      biodataId,
    });
    const insertedId = (answer.body as { insertedId?: string | null } | null)?.insertedId;
    if (answer.status === 201 && insertedId) {
      member.favourites.set(biodataId, { state: 'present', id: insertedId });
      log.favouriteAdds += 1;
    } else if (isUncertain(answer)) {
      member.favourites.set(biodataId, { state: 'unknown' });
    } else {
      log.problems.push(`adding a favourite known absent answered ${answer.status}`);
      member.favourites.set(biodataId, { state: 'unknown' });
    }
  },

  async edit(member, { log }) {
    const marker = nextMarker(member);
    const answer = await member.client.call(
      'PUT /api/addBioData',
      'PUT',
      `/api/addBioData?email=${encodeURIComponent(member.email)}`,
      biodataBody({ fathersName: marker }),
    );
    if (answer.status === 200) {
      member.markerCandidates = [marker];
      log.edits += 1;
    } else if (isUncertain(answer)) {
      member.markerCandidates.push(marker);
    } else {
      log.problems.push(`editing one's own biodata answered ${answer.status}`);
    }
  },

  async payment(member, { biodataIds, log, abandonShare = 0, shouldStop }) {
    const biodataId = pick(biodataIds);
    if (member.paidFor.has(biodataId)) return;
    member.paidFor.add(biodataId);
    const { client, email } = member;
    const intent = await client.call(
      'POST /api/create-payment-intent',
      'POST',
      '/api/create-payment-intent',
      { parcelId: biodataId, email },
    );
    const { paymentIntentId, clientSecret } = (intent.body ?? {}) as {
      paymentIntentId?: string;
      clientSecret?: string;
    };
    if (intent.status !== 200 || !paymentIntentId || !clientSecret) {
      // A refusal (429 past the per-minute limit, say) means nothing was paid: try again later.
      if (intent.status >= 400 && intent.status < 500) member.paidFor.delete(biodataId);
      return;
    }
    const confirmed = await client.call(
      'POST /api/local-gateway/confirm',
      'POST',
      '/api/local-gateway/confirm',
      { clientSecret, card: GOOD_CARD },
    );
    if (confirmed.status !== 200) return;
    const unrecorded = { userId: member.id, biodataId, intentId: paymentIntentId };
    if (Math.random() < abandonShare) {
      log.unrecordedConfirmed.push(unrecorded);
      return;
    }
    const record = () =>
      client.call('POST /api/payments', 'POST', '/api/payments', {
        parcelId: biodataId,
        email,
        transactionId: paymentIntentId,
        amount: 500,
        mobile: '01700000000',
        buyuser: email,
        paymentMethod: 'card',
      });
    let recorded = await record();
    // As a browser retries after "try again" (a 503 while the database is away): at most 20
    // more times, half a second apart, while the traffic runs.
    for (let retry = 0; isUncertain(recorded) && retry < 20 && !shouldStop(); retry++) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 500));
      recorded = await record();
    }
    const requestId = (recorded.body as { insertedId?: string } | null)?.insertedId;
    if (isAcknowledged(recorded) && requestId) {
      log.payments.push({ ...unrecorded, requestId });
    } else {
      log.unrecordedConfirmed.push(unrecorded);
      if (!isUncertain(recorded)) {
        log.problems.push(`recording a confirmed payment answered ${recorded.status}`);
      }
    }
  },
};
