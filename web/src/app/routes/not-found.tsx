import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Page Not Found · Roommate Finder</title>
      <p className="text-7xl font-extrabold text-amber-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-4 text-slate-600">
        The page you are looking for does not exist or has moved. Let&apos;s get you back on track.
      </p>
      <Link className={buttonClass('primary', 'lg', 'mt-8')} to={paths.home}>
        Go Back Home
      </Link>
    </section>
  );
}
