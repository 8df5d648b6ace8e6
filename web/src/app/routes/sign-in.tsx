import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { paths } from '@/config/paths';

export function Component() {
  const { search } = useLocation();
  const wantedPage = new URLSearchParams(search).has('redirectTo');
  return (
    <>
      <title>Sign in · Roommate Finder</title>
      <AuthCard
        title="Sign in"
        intro={
          wantedPage
            ? 'Sign in to continue to the page you asked for.'
            : 'Welcome back! Sign in to post, edit and like listings.'
        }
        footer={
          <>
            New to Roommate Finder?{' '}
            <Link
              to={paths.signUp}
              className="font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              Create an account
            </Link>
          </>
        }
      >
        <SignInForm />
      </AuthCard>
    </>
  );
}
