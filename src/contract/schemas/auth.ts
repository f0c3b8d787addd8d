import * as v from 'valibot';
import { commonPasswordCount } from '../common-passwords.ts';
import { limits } from '../limits.ts';
import { messages as m } from '../messages.ts';

/** The languages the app, and so the account's mails, come in. */
export const accountLanguageField = v.picklist(['en', 'ar'], m.invalidInput);

export const emailField = v.pipe(v.string(m.emailInvalid), v.trim(), v.email(m.emailInvalid), v.maxLength(limits.email.max, m.emailTooLong));

export const passwordField = v.pipe(
  v.string(m.passwordMin),
  v.minLength(limits.password.min, m.passwordMin),
  v.maxLength(limits.password.max, m.passwordMax),
);

export const fullNameField = v.pipe(
  v.string(m.fullNameMin),
  v.trim(),
  v.minLength(limits.fullName.min, m.fullNameMin),
  v.maxLength(limits.fullName.max, m.fullNameMax),
);

export const usernameField = v.pipe(
  v.string(m.usernameMin),
  v.trim(),
  v.minLength(limits.username.min, m.usernameMin),
  v.maxLength(limits.username.max, m.usernameMax),
  v.regex(/^[A-Za-z0-9_.]+$/, m.usernameFormat),
);

export const loginSchema = v.object({ email: emailField, password: passwordField });
export type LoginInput = v.InferInput<typeof loginSchema>;

// A password's length is checked after the pair is compared: valibot skips a cross-field check
// when one of its fields already failed, and "Passwords don't match" must show while the password
// itself is still too short.
const atLeast = (text: string) => text.length >= limits.password.min;
const atMost = (text: string) => text.length <= limits.password.max;

/**
 * A password of a pair, as the API reference states it: the checks below hold
 * its length and sameness, and JSON Schema cannot read them from there. `x-same-as`
 * names the field it must equal.
 */
const pairedPassword = (message: string, sameAs?: string) =>
  v.pipe(
    v.string(message),
    v.metadata({
      minLength: limits.password.min,
      maxLength: limits.password.max,
      description: sameAs
        ? `The same text as ${sameAs}`
        : `One of the ${commonPasswordCount.toLocaleString('en')} most common passwords (compared in lower case) is refused`,
      ...(sameAs && { 'x-same-as': sameAs }),
    }),
  );

export const registerSchema = v.pipe(
  v.object({
    fullName: fullNameField,
    username: usernameField,
    email: emailField,
    password: pairedPassword(m.passwordMin),
    confirmPassword: pairedPassword(m.passwordsDontMatch, 'password'),
    country: v.pipe(
      v.string(m.countryRequired),
      v.trim(),
      v.nonEmpty(m.countryRequired),
      v.regex(/^[A-Za-z]{2}$/, m.countryRequired),
      v.toUpperCase(),
      v.description('A country code of GET /api/location/countries'),
    ),
    city: v.pipe(
      v.string(m.cityRequired),
      v.trim(),
      v.nonEmpty(m.cityRequired),
      v.maxLength(100, m.cityRequired),
      v.description('One of the cities GET /api/location/countries/{iso2}/cities lists for the country, where it lists any'),
    ),
    /** The app's language, which the account's mails are written in; without it, the browser's Accept-Language decides. */
    language: v.optional(accountLanguageField),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, m.passwordsDontMatch),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck([['password']], (input) => atLeast(input.password), m.passwordMin),
    ['password'],
  ),
  v.forward(
    v.partialCheck([['password']], (input) => atMost(input.password), m.passwordMax),
    ['password'],
  ),
);
export type RegisterInput = v.InferInput<typeof registerSchema>;

const passwordWith = (message: string) =>
  v.pipe(v.string(message), v.minLength(limits.password.min, message), v.maxLength(limits.password.max, m.passwordMax));

export interface NewPasswordPair {
  newPassword: string;
  confirmPassword: string;
}

/**
 * The checks of a form that sets a new password, in the order the
 * update-password form has always shown them (the pair first, then each
 * one's length), so the reset form says the same things.
 */
export function newPasswordChecks<TForm extends NewPasswordPair>() {
  type Check = v.PipeItem<TForm, TForm, v.BaseIssue<unknown>>;
  // valibot types a partial check by the fields it reads; the form's own type is restored for v.pipe.
  return [
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmPassword']],
        (input: NewPasswordPair) => input.newPassword === input.confirmPassword,
        m.newPasswordsDontMatch,
      ),
      ['confirmPassword'],
    ),
    v.forward(
      v.partialCheck([['newPassword']], (input: NewPasswordPair) => atLeast(input.newPassword), m.newPasswordMin),
      ['newPassword'],
    ),
    v.forward(
      v.partialCheck([['newPassword']], (input: NewPasswordPair) => atMost(input.newPassword), m.passwordMax),
      ['newPassword'],
    ),
    v.forward(
      v.partialCheck([['confirmPassword']], (input: NewPasswordPair) => atLeast(input.confirmPassword), m.confirmPasswordMin),
      ['confirmPassword'],
    ),
    v.forward(
      v.partialCheck([['confirmPassword']], (input: NewPasswordPair) => atMost(input.confirmPassword), m.passwordMax),
      ['confirmPassword'],
    ),
  ] as unknown as [Check, Check, Check, Check, Check];
}

export const newPasswordEntries = {
  newPassword: pairedPassword(m.newPasswordMin),
  confirmPassword: pairedPassword(m.confirmPasswordMin, 'newPassword'),
};

export const updatePasswordSchema = v.pipe(
  v.object({ currentPassword: passwordWith(m.currentPasswordMin), ...newPasswordEntries }),
  ...newPasswordChecks<NewPasswordPair & { currentPassword: string }>(),
);
export type UpdatePasswordInput = v.InferInput<typeof updatePasswordSchema>;
