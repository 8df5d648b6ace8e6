import { loadScreenMessages } from '@/lib/i18n/translator';
import { useT } from '@/lib/i18n/locale-provider';
import { apiErrorText } from '@/lib/api-client';
import type { ProfileInput } from '@roommate-finder/contract/profile';
import { useMemo } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { showDialog, showError } from '@/components/ui/dialogs';
import { getProfile } from '@/features/matching/api/get-profile';
import { saveProfile } from '@/features/matching/api/save-profile';
import { ProfileForm } from '@/features/matching/components/profile-form';
import { profileFormFrom } from '@/features/matching/profile-form-values';
import { paths } from '@/config/paths';
import { useMutation } from '@/lib/use-mutation';
import { RouteErrorPage } from '@/app/route-error-page';

/** Runs after the guard (guarded() in router.tsx): the stored profile, or null for a first one (404). */
export async function loader({ request }: LoaderFunctionArgs) {
  // The questionnaire's texts come with this screen (lib/i18n/lazy-namespaces.ts).
  const [profile] = await Promise.all([
    getProfile(request.signal),
    loadScreenMessages('profile'),
    loadScreenMessages('form'),
  ]);
  return profile;
}

/**
 * /profile (signed in): the roommate profile questionnaire, filled in with
 * the stored answers when there are some. Saving says so and goes to the
 * person's matches (docs/product.md, "Matching").
 */
export function Component() {
  const { t } = useT();
  const profile = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const initialValues = useMemo(() => profileFormFrom(profile), [profile]);
  const { run: save } = useMutation(saveProfile);

  const submit = async (input: ProfileInput) => {
    try {
      await save(input);
    } catch (error) {
      void showError(t('profile.saveFailed'), apiErrorText(error));
      return false;
    }
    void showDialog({
      icon: 'success',
      title: t('profile.saved'),
      text: t('profile.savedText'),
      timer: 2000,
      showConfirmButton: false,
    });
    await navigate(paths.matches);
    return true;
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('page.title', { page: t('profile.title') })}</title>
      <PageHeading title={t('profile.title')}>
        {t(profile ? 'profile.leadEdit' : 'profile.leadNew')}
      </PageHeading>
      <ProfileForm key={profile?.updatedAt ?? 'new'} initialValues={initialValues} onSubmit={submit} />
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('profile.loadFailed')} />;
}
