import { Avatar } from '../../../components/ui/avatar';
import type { RegisteredUser } from '../api/get-users';
import { formatLastSignIn } from '../format-last-sign-in';

interface UsersTableProps {
  users: readonly RegisteredUser[];
  /** The id of the row being removed, whose button waits. */
  removingId: string | null;
  onRemove: (user: RegisteredUser) => void;
}

const headClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wider text-teal-900 uppercase sm:px-6';

export function UsersTable({ users, removingId, onRemove }: UsersTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200">
        <thead className="bg-teal-50">
          <tr>
            <th scope="col" className={headClass}>
              No.
            </th>
            <th scope="col" className={headClass}>
              Name
            </th>
            <th scope="col" className={headClass}>
              Last Sign In
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user, index) => {
            const name = user.name || 'No Name';
            return (
              <tr key={user._id} className="hover:bg-slate-50">
                <td className="px-4 py-4 text-sm text-slate-500 tabular-nums sm:px-6">{index + 1}</td>
                <td className="px-4 py-4 sm:px-6">
                  <div className="flex items-center gap-3">
                    <Avatar src={user.photoURL} alt="" size={44} />
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{name}</p>
                      <p className="text-sm break-all text-slate-600">{user.email}</p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-4 text-sm whitespace-nowrap text-slate-700 sm:px-6">
                  {formatLastSignIn(user.lastSignInTime)}
                </td>
                <td className="px-4 py-4 text-right sm:px-6">
                  <button
                    type="button"
                    aria-label={`Remove ${name}`}
                    disabled={removingId === user._id}
                    onClick={() => onRemove(user)}
                    className="inline-flex size-9 items-center justify-center rounded-full bg-rose-50 font-bold text-rose-700 hover:bg-rose-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:opacity-50"
                  >
                    X
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
