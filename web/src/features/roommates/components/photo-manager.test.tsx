import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_LIMITS, type ListingPhoto } from '@roommate-finder/contract/photo-fields';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonClass } from '@/components/ui/button-class';
import { ApiError } from '@/lib/api-client';
import {
  deleteListingPhoto,
  orderListingPhotos,
  uploadListingPhoto,
} from '@/features/roommates/api/listing-photos';
import { useListingPhotos } from '@/features/roommates/use-listing-photos';
import { PhotoManager } from './photo-manager';

vi.mock('@/features/roommates/api/listing-photos', () => ({
  uploadListingPhoto: vi.fn(),
  deleteListingPhoto: vi.fn(),
  orderListingPhotos: vi.fn(),
}));

const LISTING = 'listing-1';

const photo = (id: string): ListingPhoto => ({
  id,
  url: `/photos/listings/${LISTING}/${id}-large.webp`,
  thumbUrl: `/photos/listings/${LISTING}/${id}-thumb.webp`,
  width: 1600,
  height: 1200,
});

/**
 * The listing's photos as the API holds them (docs/api.md, "Photos"): an upload is appended once
 * its bytes have arrived, even when the browser stops waiting for the answer then; at most
 * PHOTO_LIMITS.perListing; the order must name each photo of the listing once.
 */
const server = {
  photos: [] as ListingPhoto[],
  /** Uploads whose bytes are on their way; `finish` delivers the first. */
  arriving: [] as (() => void)[],
  uploaded: 0,
};

const finishUpload = () =>
  act(async () => {
    server.arriving.shift()?.();
  });

beforeEach(() => {
  vi.clearAllMocks();
  server.photos = [];
  server.arriving = [];
  server.uploaded = 0;
  vi.mocked(uploadListingPhoto).mockImplementation(
    (_listingId, _file, _name, onProgress, signal) =>
      new Promise((resolve, reject) => {
        onProgress(0.5);
        const store = () => {
          if (server.photos.length >= PHOTO_LIMITS.perListing) {
            return new ApiError(400, `A listing can have at most ${PHOTO_LIMITS.perListing} photos`);
          }
          server.uploaded += 1;
          const stored = photo(`new-${server.uploaded}`);
          server.photos.push(stored);
          return stored;
        };
        const arrive = () => {
          const answer = store();
          if (answer instanceof ApiError) reject(answer);
          else resolve(answer);
        };
        server.arriving.push(arrive);
        // Stopped with its bytes already sent: the server stores it, the browser hears nothing.
        signal?.addEventListener('abort', () => {
          server.arriving = server.arriving.filter((pending) => pending !== arrive);
          store();
          reject(new DOMException('The upload was stopped', 'AbortError'));
        });
      }),
  );
  vi.mocked(deleteListingPhoto).mockImplementation(async (_listingId, photoId) => {
    if (!server.photos.some((stored) => stored.id === photoId)) throw new ApiError(404, 'Photo not found');
    server.photos = server.photos.filter((stored) => stored.id !== photoId);
  });
  vi.mocked(orderListingPhotos).mockImplementation(async (_listingId, { order }) => {
    const held = server.photos.map((stored) => stored.id);
    if (order.length !== held.length || !held.every((id) => order.includes(id))) {
      throw new ApiError(400, 'order must list each photo of the listing once');
    }
    server.photos = order.map((id) => server.photos.find((stored) => stored.id === id) as ListingPhoto);
    return server.photos;
  });
});

/**
 * The form's photos: the edit form's (update-listing.tsx) go up at once, the rest is saved with
 * Save; the add form's (add-listing.tsx, no listing yet) all go with Save.
 */
function PhotosForm({ initial, listingId }: { initial: ListingPhoto[]; listingId: string | null }) {
  const photos = useListingPhotos(initial, listingId);
  const [outcome, setOutcome] = useState('');
  const save = () =>
    photos.commit(LISTING).then(setOutcome, (error: Error) => setOutcome(`refused: ${error.message}`));
  return (
    <form>
      <PhotoManager photos={photos} />
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <output>{outcome}</output>
    </form>
  );
}

function renderEditPhotos(count: number) {
  server.photos = Array.from({ length: count }, (_, index) => photo(`stored-${index + 1}`));
  render(<PhotosForm initial={[...server.photos]} listingId={LISTING} />);
  return userEvent.setup();
}

const aPhoto = (name = 'room.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe("the listing form's photos", () => {
  it("keeps the keyboard's focus near a removed photo: the next one's Remove, then 'Choose photos'", async () => {
    const user = renderEditPhotos(2);
    screen.getByRole('button', { name: 'Remove (Photo 1 of 2)' }).focus();
    await user.keyboard('{Enter}');
    // What was the second photo is the first now.
    expect(screen.getByRole('button', { name: 'Remove (Photo 1 of 1)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Choose photos')).toHaveFocus();
  });

  it('takes a photo removed while its upload ends off the listing on Save, and saves the order', async () => {
    const user = renderEditPhotos(2);
    await user.upload(screen.getByLabelText('Choose photos'), aPhoto());
    expect(await screen.findByRole('progressbar', { name: 'Uploading Photo 3 of 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove (Photo 3 of 3)' }));
    await finishUpload();
    await user.click(screen.getByRole('button', { name: 'Make cover (Photo 2 of 2)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('saved'));
    expect(server.photos.map((stored) => stored.id)).toEqual(['stored-2', 'stored-1']);
  });

  it('on the add form, takes a photo removed while it goes up on Submit off the new listing', async () => {
    render(<PhotosForm initial={[]} listingId={null} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose photos'), aPhoto());
    expect(await screen.findByText('Uploads when you add the listing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading Photo 1 of 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove (Photo 1 of 1)' }));
    await finishUpload();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('saved'));
    expect(server.photos).toEqual([]);
  });

  it("swaps a photo of a full listing: the new one says 'Uploads when you save' and goes after the removal", async () => {
    const user = renderEditPhotos(PHOTO_LIMITS.perListing);
    await user.click(screen.getByRole('button', { name: 'Remove (Photo 1 of 8)' }));
    await user.upload(screen.getByLabelText('Choose photos'), aPhoto('balcony.jpg'));

    expect(await screen.findByText('Uploads when you save')).toBeInTheDocument();
    expect(uploadListingPhoto).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploadListingPhoto).toHaveBeenCalledTimes(1));
    await finishUpload();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('saved'));
    expect(deleteListingPhoto).toHaveBeenCalledWith(LISTING, 'stored-1');
    expect(server.photos.map((stored) => stored.id)).toEqual([
      'stored-2',
      'stored-3',
      'stored-4',
      'stored-5',
      'stored-6',
      'stored-7',
      'stored-8',
      'new-1',
    ]);
    expect(screen.getByRole('listitem', { name: 'Photo 8 of 8' })).toHaveTextContent('Uploaded');
  });

  it("shows the keyboard's focus on 'Choose photos' and 'Take a photo' as on the other buttons", () => {
    renderEditPhotos(1);
    // buttonClass draws a button's ring on :focus-visible; the hidden input's label draws it when the input has it.
    const ring = buttonClass('outline')
      .split(' ')
      .filter((name) => name.startsWith('focus-visible:outline'))
      .map((name) => `has-${name}`);
    expect(ring).toHaveLength(3);
    for (const name of ['Choose photos', 'Take a photo']) {
      expect(screen.getByLabelText(name).closest('label')).toHaveClass(...ring);
    }
  });
});
