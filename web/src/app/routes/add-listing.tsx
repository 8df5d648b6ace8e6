import { useT } from '@/lib/i18n/locale-provider';
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
import { apiErrorText } from '@/lib/api-client';

/** /addfindrommate (signed in): post a listing; the form empties after it is added. */
export function Component() {
  const { t } = useT();
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
        title: t('add.success'),
        text: t('add.successText'),
      });
      return true;
    } catch (error) {
      void showError(t('add.failed'), apiErrorText(error));
      return false;
    }
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
