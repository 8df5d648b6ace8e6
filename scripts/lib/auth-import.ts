/**
 * Accounts written straight into the Auth emulator as they would be after
 * some time: its own import (`accounts:batchCreate`) takes the creation time
 * and the verified flag, which the Admin SDK's createUser cannot set, and,
 * in the emulator only, a plain password. The seed makes the demo accounts
 * old and verified with it, so their likes count toward the featured order
 * (functions/src/roommates/featured-plan.ts); tests make such accounts too.
 */
import { PROJECT_ID } from './paths';
import { LOCAL_HOST, STACK_PORTS } from './ports';

export interface ImportedAccount {
  uid: string;
  email: string;
  password: string;
  displayName?: string;
  photoURL?: string;
  emailVerified: boolean;
  createdAt: Date;
}

const BATCH_CREATE = `http://${LOCAL_HOST}:${STACK_PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchCreate`;

/** Creates the accounts, or overwrites those whose uid exists. */
export async function importAccounts(accounts: readonly ImportedAccount[]): Promise<void> {
  const response = await fetch(BATCH_CREATE, {
    method: 'POST',
    // The emulator's stand-in for an admin credential.
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      allowOverwrite: true,
      users: accounts.map((account) => ({
        localId: account.uid,
        email: account.email,
        rawPassword: account.password,
        displayName: account.displayName,
        photoUrl: account.photoURL,
        emailVerified: account.emailVerified,
        createdAt: String(account.createdAt.getTime()),
      })),
    }),
  });
  const body = (await response.json()) as { error?: unknown[] | { message?: string } };
  const problems = Array.isArray(body.error) ? body.error : body.error ? [body.error] : [];
  if (!response.ok || problems.length > 0)
    throw new Error(`Importing accounts into the Auth emulator failed: ${JSON.stringify(problems)}`);
}
