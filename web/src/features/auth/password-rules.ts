/** docs/product.md, "Accounts": the sign-up password rules, in the order they are checked. */
const MIN_PASSWORD_LENGTH = 6;

const PASSWORD_RULES: readonly { message: string; passes: (password: string) => boolean }[] = [
  { message: 'Password must have at least 1 uppercase letter', passes: (password) => /[A-Z]/.test(password) },
  { message: 'Password must have at least 1 lowercase letter', passes: (password) => /[a-z]/.test(password) },
  {
    message: 'Password must be at least 6 characters long',
    passes: (password) => password.length >= MIN_PASSWORD_LENGTH,
  },
];

/** The first rule the password breaks (the one the person is told about), or null. */
export function firstPasswordProblem(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.passes(password))?.message ?? null;
}
