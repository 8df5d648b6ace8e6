import { Link } from 'react-router-dom';
import { paths } from '../paths';

export function Component() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <Link className="mt-6 inline-block text-teal-700 underline" to={paths.home}>
        Go Back Home
      </Link>
    </section>
  );
}
