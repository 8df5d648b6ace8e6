import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../functions/src/firestore';
import { setModerator } from '../../scripts/lib/moderators';
import { REPO_ROOT } from '../../scripts/lib/paths';
import { api } from '../support/api';
import { accountPool, grantModerator, signInAgain } from '../support/auth-emulator';

/** `npm run admin -- grant|revoke EMAIL` on the local stack (README, "Moderators"). */

const run = promisify(execFile);
const accounts = accountPool();
afterAll(() => accounts.deleteAll());

const admin = (...args: string[]) =>
  run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: REPO_ROOT, timeout: 60_000 });

describe('npm run admin', () => {
  it('grants the moderators’ claim, which the API reads from the next token, and revokes it', async () => {
    const person = await accounts.create();
    expect((await api('/admin/reports', { token: person.idToken })).status).toBe(403);

    const granted = await admin('grant', person.email);
    expect(granted.stdout).toContain(`${person.email} (${person.uid}) is now a moderator on the local stack`);
    // The person's sessions ended: the old token is refused; a new sign-in carries the claim.
    expect((await api('/admin/reports', { token: person.idToken })).status).toBe(401);
    const moderator = await signInAgain(person);
    expect((await api('/admin/reports', { token: moderator.idToken })).status).toBe(200);

    await admin('revoke', person.email);
    expect((await api('/admin/reports', { token: moderator.idToken })).status).toBe(401);
    expect((await api('/admin/reports', { token: (await signInAgain(person)).idToken })).status).toBe(403);
  }, 120_000);

  it('ends a session begun in the same second as the revoke too (revocation counts whole seconds)', async () => {
    const moderator = await grantModerator(await accounts.create());
    await sleep(1_000 - (Date.now() % 1_000));
    const sameSecond = await signInAgain(moderator);
    expect((await api('/admin/reports', { token: sameSecond.idToken })).status).toBe(200);

    await setModerator(getAuth(adminApp()), moderator.email, false);
    expect((await api('/admin/reports', { token: sameSecond.idToken })).status).toBe(401);
    expect((await api('/admin/reports', { token: (await signInAgain(moderator)).idToken })).status).toBe(403);
  });

  it('says so for an unknown address and for a wrong command', async () => {
    await expect(admin('grant', 'nobody-here@example.com')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account has the address nobody-here@example.com.'),
    });
    await expect(admin('promote', 'x@example.com')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run admin -- grant|revoke EMAIL [--project PROJECT_ID]'),
    });
  }, 120_000);
});
