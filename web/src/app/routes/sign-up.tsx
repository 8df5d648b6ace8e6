import { Link } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <>
      <title>Sign up · Roommate Finder</title>
      <AuthCard
        title="Create your account"
        intro="Join Roommate Finder to post listings and find people who fit your lifestyle."
        footer={
          <>
            Already have an account?{' '}
            <Link
              to={paths.signIn}
              className="font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              Sign in
            </Link>
          </>
        }
      >
        <SignUpForm />
      </AuthCard>
    </>
  );
}
