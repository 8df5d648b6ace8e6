import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { InsertResult } from '@roommate-finder/contract/api-results';
import type { Listing } from '@roommate-finder/contract/listing';
import type { ReportGroup } from '@roommate-finder/contract/moderation';
import { COLLECTIONS } from '../../functions/src/firestore';
import { rentKeyOf } from '../../functions/src/roommates/listing-order';
import { REPO_ROOT } from '../../scripts/lib/paths';
import { api } from '../support/api';
import { accountPool, grantModerator } from '../support/auth-emulator';
import { listingInput } from '../support/listings';
import { stackDb } from '../support/stack-db';

/** `npm run migrate` on the local stack (README, "Deploying"): data written by older code, brought up to date. */

const run = promisify(execFile);
const accounts = accountPool();
afterAll(() => accounts.deleteAll());

const migrate = () => run('npm', ['run', '--silent', 'migrate'], { cwd: REPO_ROOT, timeout: 60_000 });

describe('npm run migrate', () => {
  it("reads an old listing's rent again, and keeps an old closing of reports in 'Closed reports'", async () => {
    const owner = await accounts.create();
    const posted = await api<InsertResult & ApiErrorBody>('/roommates', {
      method: 'POST',
      token: owner.idToken,
      body: listingInput({ email: owner.email, rentAmount: '2 seats, 4000 each' }),
    });
    expect(posted.status).toBe(201);
    const id = posted.body.insertedId;
    const listingRef = stackDb().collection(COLLECTIONS.roommates).doc(id);
    // As the code before a280698 stored it: the first digits of the text, 2 taka.
    const createdAt = ((await listingRef.get()).get('createdAt') as Timestamp).toDate();
    await listingRef.update({ rentValue: 2, rentKey: rentKeyOf(2, createdAt, id) });
    /** The owner's listings (My Listings' search) under a budget. */
    const ownUnder = async (maxRent: number) =>
      (
        await api<Listing[]>(`/roommates?email=${encodeURIComponent(owner.email)}&maxRent=${maxRent}`, {
          token: owner.idToken,
        })
      ).body.map((listing) => listing._id);
    expect(await ownUnder(3000)).toContain(id);

    // A group closed as the code before 8ffb351 kept it: its counts on the group, no closing.
    const reporter = await accounts.create();
    const targetKey = `listing_${id}`;
    const reportedAt = Timestamp.fromMillis(Date.now() - 60_000);
    const closedAt = Timestamp.fromMillis(Date.now() - 30_000);
    await stackDb().collection(COLLECTIONS.reports).doc(`${targetKey}_${reporter.uid}`).set({
      kind: 'listing',
      targetId: id,
      targetKey,
      reporterUid: reporter.uid,
      reporterName: reporter.name,
      reporterEmail: reporter.email,
      reason: 'wrong-info',
      details: 'Rent is per seat',
      status: 'closed',
      createdAt: reportedAt,
      updatedAt: closedAt,
    });
    await stackDb()
      .collection(COLLECTIONS.reportTargets)
      .doc(targetKey)
      .set({
        kind: 'listing',
        targetId: id,
        status: 'closed',
        reportCount: 0,
        autoHideCount: 0,
        reason_wrong_info: 0,
        lastReportedAt: reportedAt,
        sortKey: `${closedAt.toDate().toISOString()}_${targetKey}`,
        closedAt,
        closedCounts: { 'wrong-info': 1 },
        closedReportCount: 1,
      });
    const moderator = await grantModerator(await accounts.create());
    const closedGroups = async () => {
      const groups: ReportGroup[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: { body: ReportGroup[]; headers: Headers } = await api<ReportGroup[]>(
          `/admin/reports?status=closed&limit=50${cursor ? `&cursor=${cursor}` : ''}`,
          { token: moderator.idToken },
        );
        groups.push(...page.body.filter((group) => group.id === id));
        cursor = page.headers.get('x-next-cursor');
      }
      return groups;
    };
    expect(await closedGroups()).toEqual([]);

    const { stdout } = await migrate();
    expect(stdout).toMatch(
      /On the local stack: [1-9]\d* of \d+ listings written again; [1-9]\d* closings of reports made\./,
    );
    expect(await ownUnder(3000)).not.toContain(id);
    expect(await ownUnder(4000)).toContain(id);
    expect(await closedGroups()).toMatchObject([
      {
        status: 'closed',
        reasons: { 'wrong-info': 1 },
        reportCount: 1,
        closedAt: closedAt.toDate().toISOString(),
        reports: [{ reporter: { uid: reporter.uid }, reason: 'wrong-info', details: 'Rent is per seat' }],
      },
    ]);

    // Again: nothing left to do for these.
    await migrate();
    expect(await closedGroups()).toHaveLength(1);
  }, 120_000);
});
