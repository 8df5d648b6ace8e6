/**
 * The conversations part of `npm run bench:api` (docs/api.md, "Conversations", "Cost"): a
 * conversation of 250 messages and an inbox of 60 conversations, written through the API's own
 * repository as sending makes them, then the two polls a browser makes every 10 seconds (the
 * unread badge, an open conversation with nothing new), an inbox page, a page of messages, and
 * sending, each with autocannon through Hosting and the documents it reads (Server-Timing).
 */
import autocannon from 'autocannon';
import {
  addMessage,
  conversationIdOf,
  createConversation,
  findConversation,
} from '../../functions/src/conversations/repository';
import { CONVERSATION_PAGE_DEFAULT, MESSAGE_PAGE_DEFAULT } from '@roommate-finder/contract/conversation';
import { DEMO_ACCOUNTS, DEMO_LISTINGS } from './demo-data';
import { APP_URL } from './paths';

export const CONVERSATION_MESSAGES = 250;
export const INBOX_CONVERSATIONS = 60;

export interface ConversationMeasurement {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Documents one request read (Server-Timing of a request made after the run). */
  reads: number;
  /** The most it may read (docs/api.md, "Conversations", "Cost"). */
  bound: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

const account = (uid: string) => {
  const found = DEMO_ACCOUNTS.find((item) => item.uid === uid);
  if (!found) throw new Error(`No demo account ${uid}`);
  return found;
};
const person = (uid: string) => ({ uid, name: account(uid).name, photoURL: '' });

/** The owner and the asker of the long conversation, and its id. */
export const BENCH_TALK = {
  listing: 'demo-dhaka-dhanmondi',
  owner: 'demo-ayesha',
  asker: 'demo-rafiq',
} as const;

/**
 * Ayesha's long conversation with Rafiq about her Dhanmondi room (250 messages, a millisecond
 * apart), and 59 more conversations in her inbox from people who do not exist as accounts
 * (a removed account's conversations stay: docs/product.md, "Conversations").
 */
export async function seedBenchConversations(now: Date): Promise<string> {
  const listing = DEMO_LISTINGS.find((item) => item.id === BENCH_TALK.listing)!;
  const id = conversationIdOf(listing.id, BENCH_TALK.asker);
  if (!(await findConversation(id))) {
    const start = new Date(now.getTime() - 3_600_000);
    await createConversation(
      {
        listingId: listing.id,
        listingTitle: listing.title,
        owner: person(BENCH_TALK.owner),
        asker: person(BENCH_TALK.asker),
      },
      'Message 1',
      start,
    );
    const record = (await findConversation(id))!;
    for (let i = 2; i <= CONVERSATION_MESSAGES; i += 1) {
      await addMessage(
        record,
        i % 3 === 0 ? 'owner' : 'asker',
        `Message ${i}`,
        new Date(start.getTime() + i),
      );
    }
  }
  for (let i = 1; i < INBOX_CONVERSATIONS; i += 1) {
    await createConversation(
      {
        listingId: listing.id,
        listingTitle: listing.title,
        owner: person(BENCH_TALK.owner),
        asker: { uid: `bench-asker-${i}`, name: `Bench asker ${i}`, photoURL: '' },
      },
      `Hello ${i}`,
      new Date(now.getTime() - 7_200_000 - i * 60_000),
    );
  }
  return id;
}

const readsOf = (response: Response) =>
  Number(/reads=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);

async function measureCall(
  name: string,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  bound: number,
  options: { connections: number; durationSeconds: number; body?: unknown },
): Promise<ConversationMeasurement> {
  const url = `${APP_URL}/api${path}`;
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
  };
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const request = { url, method, headers, ...(body === undefined ? {} : { body }) };
  await autocannon({ ...request, connections: options.connections, amount: options.connections * 5 });
  const result = await autocannon({
    ...request,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  const probe = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  if (!probe.ok) throw new Error(`${method} ${path} answered ${probe.status}`);
  return {
    name,
    method,
    path,
    reads: readsOf(probe),
    bound,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The polls first (sending changes what they find), then the pages, then sending. */
export async function measureConversations(
  id: string,
  tokens: { owner: string; asker: string },
  options: { connections: number; durationSeconds: number },
): Promise<ConversationMeasurement[]> {
  const latest = (await fetch(`${APP_URL}/api/conversations/${id}/messages?limit=1`, {
    headers: { Authorization: `Bearer ${tokens.owner}` },
  }).then((response) => response.headers.get('x-latest-message')))!;
  const calls: [string, 'GET' | 'POST', string, string, number, unknown?][] = [
    ['the unread badge poll', 'GET', '/conversations/unread', tokens.owner, 1],
    [
      'an open conversation polled, nothing new',
      'GET',
      `/conversations/${id}/messages?since=${latest}`,
      tokens.owner,
      1,
    ],
    [
      `an inbox page of ${CONVERSATION_PAGE_DEFAULT} (of ${INBOX_CONVERSATIONS})`,
      'GET',
      `/conversations?limit=${CONVERSATION_PAGE_DEFAULT}`,
      tokens.owner,
      CONVERSATION_PAGE_DEFAULT + 1,
    ],
    [
      `the latest ${MESSAGE_PAGE_DEFAULT} messages (of ${CONVERSATION_MESSAGES})`,
      'GET',
      `/conversations/${id}/messages?limit=${MESSAGE_PAGE_DEFAULT}`,
      tokens.owner,
      MESSAGE_PAGE_DEFAULT + 2,
    ],
    [
      'sending a message',
      'POST',
      `/conversations/${id}/messages`,
      tokens.asker,
      4,
      { text: 'Is the room still free from next month?' },
    ],
  ];
  const measured: ConversationMeasurement[] = [];
  for (const [name, method, path, token, bound, body] of calls) {
    console.log(`Measuring ${method} ${path}...`);
    measured.push(await measureCall(name, method, path, token, bound, { ...options, body }));
  }
  return measured;
}

export function conversationSection(measured: ConversationMeasurement[]): string {
  const rows = measured.map(
    (m) =>
      `| ${m.name}: \`${m.method} ${m.path.replace(/since=[\w-]+/, 'since=…')}\` | ${m.reads} | ${m.bound} | ${m.requestsPerSecond.toFixed(1)} | ${m.p50} | ${m.p99} | ${m.requests} | ${m.failures} |`,
  );
  return `## Conversations: sending and polling

Ayesha's conversation with Rafiq holds ${CONVERSATION_MESSAGES} messages and her inbox
${INBOX_CONVERSATIONS} conversations, signed in as each (docs/api.md, "Conversations"). A browser
with Roommate Finder open asks for the unread count every 10 seconds while the page is visible,
and, with a conversation open, for what is new in it (\`since\` the newest message it has): each
reads one document when nothing is new, whatever the length of the conversation or the inbox.
An inbox page reads at most \`limit + 1\` conversations and a page of messages the conversation and
at most \`limit + 1\` messages. Sending counts the message against the sender's per-minute limit (one counter
document, read back) and looks up the conversation and the two people's blocks (\`Server-Timing\`
counts the documents found: 2 without a block, at most 4), and writes three documents in one batch (the message, the conversation, the recipient's unread
total; a reply from the owner a fourth, the contact grant), whatever the conversation's length.
Sending is measured with the API's per-account message limit raised for the bench.

| Call | Documents read per request | At most | Requests/s | p50 latency (ms) | p99 latency (ms) | Requests | Failures |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
}
