// Accounts: register, log in, the account page, password reset: the words, in Russian and English (merged into ru.ts and en.ts under `accounts`).
import type { Shape } from './shape.ts';

export const ACCOUNTS_RU = {
  title: '…',
};

export const ACCOUNTS_EN = {
  title: '…',
} satisfies Shape<typeof ACCOUNTS_RU>;
