/**
 * Writes the demo data into the running emulators. Every document has a fixed
 * id and every account a fixed uid, so seeding again overwrites rather than
 * duplicates. Listings go through the API's own contract and document builder,
 * so seeded records are exactly what POST /roommates would have stored.
 */
import sharp from 'sharp';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { listingInputSchema } from '@roommate-finder/contract/listing';
import { profileInputSchema } from '@roommate-finder/contract/profile';
import { findPlace } from '@roommate-finder/contract/places';
import { COLLECTIONS, db } from '../../functions/src/firestore';
import { likeDocumentId, type LikeDocument } from '../../functions/src/roommates/like-document';
import { newListingDocument } from '../../functions/src/roommates/listing-document';
import { withPlace } from '../../functions/src/roommates/place-fill';
import { saveReport } from '../../functions/src/moderation/repository';
import {
  addMessage,
  createConversation,
  findConversation,
  markRead,
} from '../../functions/src/conversations/repository';
import { listingPhotoSizes } from '../../functions/src/photos/image-processing';
import type { StoredPhoto } from '../../functions/src/photos/photo-objects';
import { saveListingPhoto } from '../../functions/src/photos/storage';
import { saveProfile } from '../../functions/src/profiles/repository';
import { userListKey, type UserDocument } from '../../functions/src/users/user-document';
import {
  DEMO_ACCOUNTS,
  DEMO_CONVERSATIONS,
  DEMO_LISTINGS,
  DEMO_PASSWORD,
  DEMO_PROFILES,
  DEMO_REPORTS,
  type DemoAccount,
} from './demo-data';
import { demoPhotosOf, demoSceneSvg, type DemoPhoto, type DemoScene } from './demo-photos';
import { importAccounts } from './auth-import';
import { APP_URL } from './paths';
import { EMULATOR_ENV } from './stack';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedSummary {
  accounts: number;
  listings: number;
  likes: number;
  cities: number;
  profiles: number;
  reports: number;
  photos: number;
  conversations: number;
}

type PhotoSizes = Awaited<ReturnType<typeof listingPhotoSizes>>;

/** Each drawing rendered, then re-encoded by the API's own code (as an upload would be), once. */
async function demoSceneSizes(): Promise<Map<DemoScene, PhotoSizes>> {
  const scenes = [
    ...new Set(
      DEMO_LISTINGS.flatMap((listing, index) =>
        demoPhotosOf(listing.id, index, listing.accommodation ?? 'single-room').map((photo) => photo.scene),
      ),
    ),
  ];
  return new Map(
    await Promise.all(
      scenes.map(
        async (scene) =>
          [scene, await listingPhotoSizes(await sharp(demoSceneSvg(scene)).png().toBuffer())] as const,
      ),
    ),
  );
}

export async function seedDemoData(now = new Date()): Promise<SeedSummary> {
  Object.assign(process.env, EMULATOR_ENV);
  const firestore = db();
  const accounts = new Map(DEMO_ACCOUNTS.map((account) => [account.uid, account]));
  const batch = firestore.batch();

  // Two months old with a verified e-mail: their likes count toward the featured order.
  const signedUpAt = new Date(now.getTime() - 60 * DAY_MS);
  const photoOf = (account: DemoAccount) => `${APP_URL}/avatars/${account.avatar}`;
  await importAccounts(
    DEMO_ACCOUNTS.map((account) => ({
      uid: account.uid,
      email: account.email,
      password: DEMO_PASSWORD,
      displayName: account.name,
      photoURL: photoOf(account),
      emailVerified: true,
      createdAt: signedUpAt,
    })),
  );
  // What `npm run admin -- grant` sets: the demo moderator's `admin` claim.
  for (const account of DEMO_ACCOUNTS)
    await getAuth().setCustomUserClaims(account.uid, account.admin ? { admin: true } : null);
  for (const account of DEMO_ACCOUNTS) {
    const photoURL = photoOf(account);
    const signedUp = signedUpAt.toUTCString();
    const user: UserDocument = {
      name: account.name,
      email: account.email,
      photoURL,
      creationTime: signedUp,
      lastSignInTime: new Date(now.getTime() - DAY_MS).toUTCString(),
      emailVerified: true,
      updatedAt: Timestamp.fromDate(now),
      listKey: userListKey(now, account.uid),
    };
    batch.set(firestore.collection(COLLECTIONS.users).doc(account.uid), user);
  }

  let likes = 0;
  const photos = new Map<string, DemoPhoto[]>();
  const sceneSizes = await demoSceneSizes();
  const sizesOf = (scene: DemoScene) => sceneSizes.get(scene) as PhotoSizes;
  DEMO_LISTINGS.forEach((listing, index) => {
    const owner = accounts.get(listing.owner);
    if (!owner) throw new Error(`Demo listing ${listing.id} has an unknown owner ${listing.owner}`);
    const { id, owner: ownerUid, postedDaysAgo, likedBy, availableInDays, ...form } = listing;
    const availableFrom = new Date(now.getTime() + availableInDays * DAY_MS).toISOString().slice(0, 10);
    const fields = withPlace(
      listingInputSchema.parse({ ...form, availableFrom, name: owner.name, email: owner.email }),
    );
    // Distinct times, so "newest first" has one answer.
    const postedAt = new Date(now.getTime() - postedDaysAgo * DAY_MS - index * 60_000);
    const listingPhotos = demoPhotosOf(id, index, listing.accommodation ?? 'single-room');
    photos.set(id, listingPhotos);
    // Every demo like is of an old, verified account: each counts toward the featured order too.
    const document = {
      ...newListingDocument(id, fields, ownerUid, postedAt, { ownerVerified: true }),
      likeCount: likedBy.length,
      earnedLikeCount: likedBy.length,
      photos: listingPhotos.map(({ id: photoId, scene }): StoredPhoto => ({
        id: photoId,
        width: sizesOf(scene).large.width,
        height: sizesOf(scene).large.height,
      })),
    };
    batch.set(firestore.collection(COLLECTIONS.roommates).doc(id), document);
    for (const uid of likedBy) {
      if (uid === ownerUid) throw new Error(`Demo listing ${id} is liked by its own owner`);
      const like: LikeDocument = {
        listingId: id,
        uid,
        createdAt: Timestamp.fromDate(postedAt),
        featured: true,
      };
      batch.set(firestore.collection(COLLECTIONS.likes).doc(likeDocumentId(id, uid)), like);
      likes += 1;
    }
  });
  // The photos' bytes before the listings that name them, so no page shows a missing photo.
  await Promise.all(
    [...photos].map(async ([listingId, listingPhotos]) => {
      for (const photo of listingPhotos) await saveListingPhoto(listingId, photo.id, sizesOf(photo.scene));
    }),
  );
  await batch.commit();

  // Through the API's own repository, so a demo profile is what PUT /profile would have stored.
  for (const account of DEMO_ACCOUNTS) {
    const profile = DEMO_PROFILES[account.uid];
    if (profile) await saveProfile(account.uid, profileInputSchema.parse(profile), now);
  }

  // Through the API's own repository too: conversations with their counts as sending makes them.
  let conversations = 0;
  for (const demo of DEMO_CONVERSATIONS) {
    const listing = DEMO_LISTINGS.find((item) => item.id === demo.listing);
    const owner = listing && accounts.get(listing.owner);
    const asker = accounts.get(demo.asker);
    if (!listing || !owner || !asker)
      throw new Error(`Demo conversation about ${demo.listing} names an unknown listing or person`);
    const person = (account: DemoAccount) => ({
      uid: account.uid,
      name: account.name,
      photoURL: `${APP_URL}/avatars/${account.avatar}`,
    });
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    const [first, ...rest] = demo.messages;
    if (!first) continue;
    const started = await createConversation(
      { listingId: listing.id, listingTitle: listing.title, owner: person(owner), asker: person(asker) },
      first.text,
      at(first.minutesAgo),
    );
    // Seeding again keeps the conversation as it is: nothing doubled.
    if (started.outcome === 'exists') continue;
    conversations += 1;
    for (const message of rest) {
      const record = await findConversation(started.id);
      if (record) await addMessage(record, message.from, message.text, at(message.minutesAgo));
    }
    const record = await findConversation(started.id);
    if (record && demo.readByOwner) await markRead(record, 'owner');
    if (record && demo.readByAsker) await markRead(record, 'asker');
  }

  // Through the API's own repository too: open reports for the moderators' screen.
  for (const report of DEMO_REPORTS) {
    const reporter = accounts.get(report.reporter);
    await saveReport(
      {
        kind: report.kind,
        targetId: report.id,
        reporterUid: report.reporter,
        reporterName: reporter?.name ?? null,
        reporterEmail: reporter?.email ?? null,
        reason: report.reason,
        details: report.details ?? null,
      },
      now,
    );
  }

  const cities = new Set(DEMO_LISTINGS.map((listing) => findPlace(listing.location)?.city));
  return {
    accounts: DEMO_ACCOUNTS.length,
    listings: DEMO_LISTINGS.length,
    likes,
    cities: cities.size,
    profiles: Object.keys(DEMO_PROFILES).length,
    reports: DEMO_REPORTS.length,
    photos: [...photos.values()].reduce((count, listingPhotos) => count + listingPhotos.length, 0),
    conversations,
  };
}
