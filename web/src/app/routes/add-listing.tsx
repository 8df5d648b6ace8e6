import { useT } from '@/lib/i18n/locale-provider';
import type { ListingInput } from '@roommate-finder/contract/listing';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { PageHeading } from '@/components/ui/page-heading';
import { showDialog, showError } from '@/components/ui/dialogs';
import { useAuth } from '@/features/auth/auth-provider';
import { createListing } from '@/features/roommates/api/create-listing';
import { updateListing } from '@/features/roommates/api/update-listing';
import { ListingForm } from '@/features/roommates/components/listing-form';
import { emptyListingForm } from '@/features/roommates/listing-form-values';
import { useListingPhotos } from '@/features/roommates/use-listing-photos';
import { paths } from '@/config/paths';
import { useMutation } from '@/lib/use-mutation';
import { apiErrorText } from '@/lib/api-client';
import { loadScreenMessages } from '@/lib/i18n/translator';

/** Runs after the guard (guarded() in router.tsx): the form's texts. */
export async function loader() {
  await Promise.all([
    loadScreenMessages('photoForm'),
    loadScreenMessages('form'),
    loadScreenMessages('contactVisibility'),
    loadScreenMessages('add'),
  ]);
  return null;
}

/**
 * /addfindrommate (signed in): post a listing; the form empties after it is added. Its photos
 * are sent once the listing exists: when one fails, the listing stays added, the form keeps
 * everything with 'Try again' on that photo, and adding again saves to the same listing.
 */
export function Component() {
  const { t } = useT();
  const { user } = useAuth();
  const displayName = user?.displayName?.trim() ?? '';
  const initialValues = useMemo(
    () => emptyListingForm({ name: displayName, email: user?.email ?? '' }),
    [displayName, user?.email],
  );
  const photos = useListingPhotos([], null);
  // The listing this form has already added, while some of its photos still wait.
  const [addedId, setAddedId] = useState<string | null>(null);

  const { run: save } = useMutation(async (input: ListingInput) => {
    if (addedId) {
      await updateListing(addedId, input);
      return addedId;
    }
    return (await createListing(input)).insertedId;
  });

  const add = async (input: ListingInput) => {
    let listingId: string;
    try {
      listingId = await save(input);
    } catch (error) {
      void showError(t('add.failed'), apiErrorText(error));
      return false;
    }
    setAddedId(listingId);
    try {
      if ((await photos.commit(listingId)) === 'failed') {
        void showError(t('photoForm.someFailedTitle'), t('photoForm.someFailed'));
        return false;
      }
    } catch (error) {
      void showError(t('photoForm.someFailedTitle'), apiErrorText(error));
      return false;
    }
    setAddedId(null);
    photos.reset([], null);
    void showDialog({
      icon: 'success',
      title: t('add.success'),
      text: t('add.successText'),
    });
    return true;
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('page.title', { page: t('add.title') })}</title>
      <PageHeading title={t('add.title')}>{t('add.lead')}</PageHeading>
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <ListingForm
          key={initialValues.email}
          initialValues={initialValues}
          submitLabel={t('add.submit')}
          nameReadOnly={displayName !== ''}
          onSubmit={add}
          photos={photos}
          secondaryAction={
            <Link to={paths.myListings} className={buttonClass('ghost')}>
              {t('nav.myListings')}
            </Link>
          }
        />
      </div>
    </section>
  );
}
