import { translate } from '@/lib/i18n/translator';
import { apiErrorText } from '@/lib/api-client';
import { PHOTO_LIMITS, type ListingPhoto } from '@roommate-finder/contract/photo-fields';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteListingPhoto, orderListingPhotos, uploadListingPhoto } from './api/listing-photos';
import { preparePhoto, type PreparedPhoto } from '@/lib/prepare-photo';

/**
 * 'held': ready, but sending it now would take the listing over PHOTO_LIMITS.perListing on the
 * server, which still holds the photos removed in the form until `commit` deletes them (a full
 * listing's photo swapped for another). It goes on `commit`, after those removals.
 */
export type PhotoStatus = 'stored' | 'preparing' | 'waiting' | 'held' | 'uploading' | 'failed' | 'refused';

/** A photo in the form: stored on the server, or picked and on its way there. */
export interface PhotoItem {
  key: string;
  status: PhotoStatus;
  /** Once stored. */
  photo: ListingPhoto | null;
  /** Until stored: what is sent and how to show it. */
  prepared: PreparedPhoto | null;
  /** The share sent while uploading, 0 to 1. */
  progress: number;
  /** Why it failed or was refused. */
  error: string | null;
  /** The owner's description (empty: the screens describe it from the listing). */
  alt: string;
}

const storedItem = (photo: ListingPhoto): PhotoItem => ({
  key: photo.id,
  status: 'stored',
  photo,
  prepared: null,
  progress: 1,
  error: null,
  alt: photo.alt ?? '',
});

let nextKey = 0;

/** The stored photos' ids and descriptions, in order: what PUT /photos saves. */
const savedState = (items: readonly PhotoItem[]) =>
  JSON.stringify(items.filter((item) => item.photo).map((item) => [item.photo?.id, item.alt.trim()]));

export type CommitOutcome = 'saved' | 'unchanged' | 'failed';

/**
 * The photos of the listing form (docs/product.md, "Photos"). Picked files are made smaller in the
 * browser and sent one at a time, each with its progress; a failed one waits for 'Try again'.
 * While the listing does not exist yet (the add form), they wait for `commit`, which the form
 * calls once the listing is saved: it sends what waits, deletes what was removed and saves the
 * order (the first is the cover) and the descriptions. Removing, reordering and describing stay
 * in the form until then, like its other fields.
 */
export function useListingPhotos(initial: readonly ListingPhoto[], initialListingId: string | null) {
  const [items, setItemsState] = useState<PhotoItem[]>(() => initial.map(storedItem));
  const itemsRef = useRef(items);
  // The photos removed in the form that the server still holds, deleted on commit.
  const removedRef = useRef<string[]>([]);
  const listingIdRef = useRef(initialListingId);
  const [listingKnown, setListingKnown] = useState(initialListingId !== null);
  const pumping = useRef<Promise<void> | null>(null);
  // The photos being made smaller, so that a commit sends them too.
  const preparing = useRef<Promise<void>>(Promise.resolve());
  const uploads = useRef(new Map<string, AbortController>());
  // The order and descriptions the server holds, as of the last commit: a commit that would not change them sends nothing.
  const [initiallySaved] = useState(() => savedState(initial.map(storedItem)));
  const savedRef = useRef(initiallySaved);

  const setItems = useCallback((change: (items: PhotoItem[]) => PhotoItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItemsState(itemsRef.current);
  }, []);
  const update = useCallback(
    (key: string, change: Partial<PhotoItem>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [setItems],
  );

  // Previews live as long as the form.
  useEffect(
    () => () => {
      for (const item of itemsRef.current)
        if (item.prepared?.previewUrl) URL.revokeObjectURL(item.prepared.previewUrl);
      for (const upload of uploads.current.values()) upload.abort();
    },
    [],
  );

  /**
   * How many photos the server holds for the listing: the stored ones of the form, those removed
   * in it but not yet deleted, and those going up (a removed one too: it may be stored yet).
   */
  const onServer = useCallback(
    () =>
      itemsRef.current.filter((item) => item.photo).length + removedRef.current.length + uploads.current.size,
    [],
  );

  /**
   * Sends every waiting photo, one at a time (a phone's slow network does better with one), as
   * long as the listing has room for it on the server; the rest are held for `commit`.
   */
  const pump = useCallback((): Promise<void> => {
    pumping.current ??= (async () => {
      for (;;) {
        const listingId = listingIdRef.current;
        const next = itemsRef.current.find((item) => item.status === 'waiting' || item.status === 'held');
        if (!listingId || !next?.prepared) break;
        if (onServer() >= PHOTO_LIMITS.perListing) {
          // The server would refuse it: it goes once commit has deleted what was removed.
          setItems((current) =>
            current.map((item) => (item.status === 'waiting' ? { ...item, status: 'held' } : item)),
          );
          break;
        }
        const controller = new AbortController();
        uploads.current.set(next.key, controller);
        update(next.key, { status: 'uploading', progress: 0, error: null });
        try {
          const photo = await uploadListingPhoto(
            listingId,
            next.prepared.file,
            next.prepared.name,
            (progress) => update(next.key, { progress }),
            controller.signal,
          );
          if (itemsRef.current.some((item) => item.key === next.key)) {
            update(next.key, { status: 'stored', photo, progress: 1 });
          } else if (listingIdRef.current === listingId) {
            // Removed while it went up: the server has appended it to the listing all the same, so
            // it is deleted on commit like any removed photo (else the listing keeps it, and saving
            // the order is refused for leaving it out).
            removedRef.current.push(photo.id);
          }
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'AbortError')) {
            update(next.key, { status: 'failed', error: apiErrorText(error) });
          }
        } finally {
          uploads.current.delete(next.key);
        }
      }
    })().finally(() => {
      pumping.current = null;
      // A photo made ready while the loop was ending: start again for it.
      if (listingIdRef.current && itemsRef.current.some((item) => item.status === 'waiting')) void pump();
    });
    return pumping.current;
  }, [onServer, setItems, update]);

  /** Until nothing waits any more (pump() starts again for a photo made ready as it ends). */
  const sendAll = useCallback(async () => {
    await preparing.current;
    for (let running: Promise<void> | null = pump(); running; running = pumping.current) await running;
  }, [pump]);

  const add = useCallback(
    async (files: readonly File[]) => {
      const room = PHOTO_LIMITS.perListing - itemsRef.current.length;
      const picked = files
        .slice(0, Math.max(0, room))
        .map((file) => ({ file, key: `new-${(nextKey += 1)}` }));
      setItems((current) => [
        ...current,
        ...picked.map(({ key }): PhotoItem => ({
          key,
          status: 'preparing',
          photo: null,
          prepared: null,
          progress: 0,
          error: null,
          alt: '',
        })),
      ]);
      const prepareAll = async () => {
        for (const { file, key } of picked) {
          const prepared = await preparePhoto(file);
          if (!itemsRef.current.some((item) => item.key === key)) {
            if (prepared.previewUrl) URL.revokeObjectURL(prepared.previewUrl);
            continue;
          }
          const tooBig = prepared.file.size > PHOTO_LIMITS.fileBytes;
          update(key, {
            prepared,
            status: tooBig ? 'refused' : 'waiting',
            error: tooBig ? translate('photoForm.tooBig') : null,
          });
          void pump();
        }
      };
      const earlier = preparing.current;
      preparing.current = earlier.then(prepareAll);
      await preparing.current;
      return files.length - picked.length;
    },
    [pump, setItems, update],
  );

  const retry = useCallback(
    (key: string) => {
      update(key, { status: 'waiting', error: null });
      void pump();
    },
    [pump, update],
  );

  const remove = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (!item) return;
      // An upload under way goes on: once its bytes are sent the server may have stored the photo
      // whatever the browser does, so pump() waits for its answer and has the photo deleted on commit.
      if (item.photo) removedRef.current.push(item.photo.id);
      if (item.prepared?.previewUrl) URL.revokeObjectURL(item.prepared.previewUrl);
      setItems((current) => current.filter((candidate) => candidate.key !== key));
    },
    [setItems],
  );

  /** Moves a photo to another place; place 0 makes it the cover. */
  const moveTo = useCallback(
    (key: string, place: number) =>
      setItems((current) => {
        const from = current.findIndex((item) => item.key === key);
        const moved = current[from];
        if (!moved || place < 0 || place >= current.length) return current;
        const rest = current.filter((item) => item.key !== key);
        return [...rest.slice(0, place), moved, ...rest.slice(place)];
      }),
    [setItems],
  );

  const setAlt = useCallback((key: string, alt: string) => update(key, { alt }), [update]);

  /** Deletes on the server the photos removed in the form; answers how many. */
  const deleteRemoved = useCallback(async (listingId: string) => {
    let deleted = 0;
    // One at a time, each counted as on the server until it is gone (see onServer).
    for (let photoId = removedRef.current[0]; photoId !== undefined; photoId = removedRef.current[0]) {
      await deleteListingPhoto(listingId, photoId);
      removedRef.current.shift();
      deleted += 1;
    }
    return deleted;
  }, []);

  /**
   * Once the listing is saved: sends what waits, deletes what was removed, then sends what was
   * held for those removals, and saves the order and descriptions. 'failed' when a photo could
   * not be sent (it shows 'Try again'; the rest is saved), 'unchanged' when there was nothing to
   * save. Throws the ApiError of a refused change.
   */
  const commit = useCallback(
    async (listingId: string): Promise<CommitOutcome> => {
      listingIdRef.current = listingId;
      setListingKnown(true);
      let removed = 0;
      // Each round sends what the listing has room for (waiting for the uploads under way, whose
      // photo may have been removed meanwhile), then deletes what was removed, which makes room
      // for what is held.
      do {
        await sendAll();
        removed += await deleteRemoved(listingId);
      } while (itemsRef.current.some((item) => item.status === 'held'));
      const stored = itemsRef.current.filter((item) => item.photo);
      const changed = removed > 0 || savedState(stored) !== savedRef.current;
      if (stored.length > 0 && savedState(stored) !== savedRef.current) {
        const saved = await orderListingPhotos(listingId, {
          order: stored.map((item) => (item.photo as ListingPhoto).id),
          alt: Object.fromEntries(stored.map((item) => [(item.photo as ListingPhoto).id, item.alt.trim()])),
        });
        const byId = new Map(saved.map((photo) => [photo.id, photo]));
        setItems((current) =>
          current.map((item) =>
            item.photo && byId.get(item.photo.id)
              ? { ...item, photo: byId.get(item.photo.id) ?? null }
              : item,
          ),
        );
      }
      savedRef.current = savedState(stored);
      if (!itemsRef.current.every((item) => item.status === 'stored')) return 'failed';
      return changed ? 'saved' : 'unchanged';
    },
    [deleteRemoved, sendAll, setItems],
  );

  /** Back to a listing's stored photos (an empty add form after a listing was added). */
  const reset = useCallback(
    (photos: readonly ListingPhoto[], listingId: string | null) => {
      for (const item of itemsRef.current)
        if (item.prepared?.previewUrl) URL.revokeObjectURL(item.prepared.previewUrl);
      removedRef.current = [];
      savedRef.current = savedState(photos.map(storedItem));
      listingIdRef.current = listingId;
      setListingKnown(listingId !== null);
      setItems(() => photos.map(storedItem));
    },
    [setItems],
  );

  return {
    items,
    /** Whether the listing exists, so picked photos go at once. */
    sendsAtOnce: listingKnown,
    add,
    retry,
    remove,
    moveTo,
    setAlt,
    commit,
    reset,
  };
}

export type ListingPhotos = ReturnType<typeof useListingPhotos>;
