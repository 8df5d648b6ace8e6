import type { ListingInput } from '@contract/listing';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { PageHeading } from '@/components/ui/page-heading';
import { showDialog, showError } from '@/components/ui/dialogs';
import { useAuth } from '@/features/auth/auth-provider';
import { createListing } from '@/features/roommates/api/create-listing';
import { ListingForm } from '@/features/roommates/components/listing-form';
import { emptyListingForm } from '@/features/roommates/listing-form-values';
import { paths } from '@/config/paths';
import { useMutation } from '@/lib/use-mutation';

/** /addfindrommate (signed in): post a listing; the form empties after it is added. */
export function Component() {
  const { user } = useAuth();
  const displayName = user?.displayName?.trim() ?? '';
  const initialValues = useMemo(
    () => emptyListingForm({ name: displayName, email: user?.email ?? '' }),
    [displayName, user?.email],
  );

  const { run: create } = useMutation(createListing);

  const add = async (input: ListingInput) => {
    try {
      await create(input);
      void showDialog({
        icon: 'success',
        title: 'Roommate added successfully!',
        text: 'Your listing is live. You can edit or delete it from My Listings.',
      });
      return true;
    } catch (error) {
      void showError('Could not add the listing', error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Added New Roommate · Roommate Finder</title>
      <PageHeading title="Added New Roommate">
        Tell people about your room or the roommate you are looking for. Every field is required.
      </PageHeading>
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <ListingForm
          key={initialValues.email}
          initialValues={initialValues}
          submitLabel="Submit"
          nameReadOnly={displayName !== ''}
          onSubmit={add}
          secondaryAction={
            <Link to={paths.myListings} className={buttonClass('ghost')}>
              My Listings
            </Link>
          }
        />
      </div>
    </section>
  );
}
