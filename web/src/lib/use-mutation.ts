import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';

/**
 * The one way the web app changes data (docs/architecture.md, "Reading and
 * changing data"): run the API call, then run the screen's loaders again, so
 * the screen shows what the server now holds and a reload shows the same. No
 * component keeps a copy of server data (a set of deleted rows, a like count)
 * that could disagree with it.
 *
 * `run` resolves once the loaders have the new data, with the call's answer;
 * it rejects, without revalidating, when the call fails. `pendingArgs` holds
 * the arguments of the call under way, so a row's button can wait.
 */
export function useMutation<Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) {
  const revalidator = useRevalidator();
  const [pendingArgs, setPendingArgs] = useState<Args | null>(null);

  const run = async (...args: Args): Promise<Result> => {
    setPendingArgs(args);
    try {
      const result = await call(...args);
      await revalidator.revalidate();
      return result;
    } finally {
      setPendingArgs(null);
    }
  };

  return { run, pendingArgs, pending: pendingArgs !== null };
}
