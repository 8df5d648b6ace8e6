import { translate } from '@/lib/i18n/translator';
import type { MessageId } from '@/lib/i18n/message-id';
/** docs/product.md, "Accounts": the sign-up password rules, in the order they are checked. */
const MIN_PASSWORD_LENGTH = 6;

const PASSWORD_RULES: readonly { message: MessageId; passes: (password: string) => boolean }[] = [
  { message: 'auth.passwordUpper', passes: (password) => /[A-Z]/.test(password) },
  { message: 'auth.passwordLower', passes: (password) => /[a-z]/.test(password) },
  {
    message: 'auth.passwordLength',
    passes: (password) => password.length >= MIN_PASSWORD_LENGTH,
  },
];

/** The first rule the password breaks (the one the person is told about), or null. */
export function firstPasswordProblem(password: string): string | null {
  const broken = PASSWORD_RULES.find((rule) => !rule.passes(password));
  return broken ? translate(broken.message) : null;
}
