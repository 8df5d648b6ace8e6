import { useT } from '@/lib/i18n/locale-provider';
import type { ListingInput } from '@roommate-finder/contract/listing';
import { useMemo } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { PageHeading } from '@/components/ui/page-heading';
import { showDialog, showError } from '@/components/ui/dialogs';
import { useAuth } from '@/features/auth/auth-provider';
import { getListing } from '@/features/roommates/api/get-listing';
import { updateListing } from '@/features/roommates/api/update-listing';
import { ListingForm } from '@/features/roommates/components/listing-form';
import { listingFormFrom } from '@/features/roommates/listing-form-values';
import { useListingPhotos } from '@/features/roommates/use-listing-photos';
import { loadScreenMessages } from '@/lib/i18n/translator';
import { paths } from '@/config/paths';
import { useMutation } from '@/lib/use-mutation';
import { apiErrorText } from '@/lib/api-client';
import { RouteErrorPage } from '@/app/route-error-page';

/** Runs after the guard (guarded() in router.tsx): a single listing, by id, and the form's texts. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const [listing] = await Promise.all([
    getListing(params.id ?? '', request.signal),
    loadScreenMessages('photoForm'),
    loadScreenMessages('form'),
    loadScreenMessages('contactVisibility'),
    loadScreenMessages('update'),
  ]);
  return listing;
}

/**
 * /updateroommate/:id: the owner edits a listing, prefilled with its stored
 * values, availability selected (docs/product.md, "Listings"). Someone else's listing is
 * not offered for editing: the server would refuse it anyway.
 */
export function Component() {
  const { t, locale } = useT();
  const listing = useLoaderData<typeof loader>();
  const { user } = useAuth();
  // The loader reads the listing again after a save; the form then shows what is stored now
  // (docs/product.md, "Listings"): the server trims and tidies what was typed.
  const { run: update } = useMutation((input: ListingInput) => updateListing(listing._id, input));
  const initialValues = useMemo(() => listingFormFrom(listing, locale), [listing, locale]);
  const isOwner = Boolean(user?.email) && user?.email?.toLowerCase() === listing.email?.toLowerCase();
  // Photos picked here go at once; removing, reordering and describing are saved with the form.
  const photos = useListingPhotos(listing.photos, listing._id);

  /** True once the listing is saved, so the form shows what is stored, even when its photos fail. */
  const save = async (input: ListingInput) => {
    let result;
    try {
      result = await update(input);
    } catch (error) {
      void showError(t('update.failed'), apiErrorText(error));
      return false;
    }
    try {
      const photosSaved = await photos.commit(listing._id);
      if (photosSaved === 'failed') {
        void showError(t('photoForm.someFailedTitle'), t('photoForm.someFailed'));
      } else if (result.modifiedCount > 0 || photosSaved === 'saved') {
        void showDialog({
          icon: 'success',
          title: t('update.success'),
          timer: 1500,
          showConfirmButton: false,
        });
      } else {
        void showDialog({
          icon: 'info',
          title: t('update.nothing'),
          text: t('update.nothingText'),
        });
      }
    } catch (error) {
      void showError(t('update.failed'), apiErrorText(error));
    }
    return true;
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('page.title', { page: t('update.title') })}</title>
      <PageHeading title={t('update.title')}>
        {isOwner ? t('update.lead', { title: listing.title }) : listing.title}
      </PageHeading>
      {isOwner ? (
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <ListingForm
            initialValues={initialValues}
            submitLabel={t('update.submit')}
            nameReadOnly={Boolean(user?.displayName?.trim())}
            onSubmit={save}
            photos={photos}
            secondaryAction={
              <Link to={paths.myListings} className={buttonClass('ghost')}>
                {t('update.back')}
              </Link>
            }
          />
        </div>
      ) : (
        <div role="alert" className="rounded-3xl border border-amber-300 bg-amber-50 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('update.notYours')}</p>
          <p className="mt-2 text-slate-700">{t('update.notYoursText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.listing(listing._id)} className={buttonClass('outline')}>
              {t('update.open')}
            </Link>
            <Link to={paths.myListings} className={buttonClass('primary')}>
              {t('nav.myListings')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('listing.loadFailed')} />;
}
