import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { registerSchema, updatePasswordSchema, loginSchema } from './auth.ts';
import { fieldErrors } from '../field-errors.ts';
import { messages } from '../messages.ts';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

describe('auth schemas', () => {
  it('gives each sign-up field its own message', () => {
    expect(
      errorsOf(registerSchema, { fullName: 'a', username: 'ab', email: 'x', password: '1', confirmPassword: '1', country: '', city: '' }),
    ).toEqual({
      fullName: messages.fullNameMin,
      username: messages.usernameMin,
      email: messages.emailInvalid,
      password: messages.passwordMin,
      country: messages.countryRequired,
      city: messages.cityRequired,
    });
  });

  it('puts a password mismatch on the confirm field', () => {
    const base = { fullName: 'Ann', username: 'ann', email: 'a@b.co', password: 'whiskers-and-paws-1', country: 'EG', city: 'Cairo' };
    expect(errorsOf(registerSchema, { ...base, confirmPassword: 'secret2' })).toEqual({ confirmPassword: messages.passwordsDontMatch });
    expect(errorsOf(registerSchema, { ...base, confirmPassword: 'whiskers-and-paws-1' })).toEqual({});
  });

  it('says the passwords differ while the password itself is still too short or too long', () => {
    const base = { fullName: 'Ann', username: 'ann', email: 'a@b.co', country: 'EG', city: 'Cairo' };
    expect(errorsOf(registerSchema, { ...base, password: '123', confirmPassword: '12' })).toEqual({
      password: messages.passwordMin,
      confirmPassword: messages.passwordsDontMatch,
    });
    expect(errorsOf(registerSchema, { ...base, password: 'x'.repeat(200), confirmPassword: 'y' })).toEqual({
      password: messages.passwordMax,
      confirmPassword: messages.passwordsDontMatch,
    });
    expect(errorsOf(updatePasswordSchema, { currentPassword: 'whiskers-and-paws-1', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: messages.newPasswordMin,
      confirmPassword: messages.newPasswordsDontMatch,
    });
    // Equal but short: the length is the only complaint, on each field.
    expect(errorsOf(updatePasswordSchema, { currentPassword: 'whiskers-and-paws-1', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: messages.newPasswordMin,
      confirmPassword: messages.confirmPasswordMin,
    });
  });

  it('rejects a username over 30 characters', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '12345' })).toEqual({ password: messages.passwordMin });
    const base = {
      fullName: 'Ann',
      email: 'a@b.co',
      password: 'whiskers-and-paws-1',
      confirmPassword: 'whiskers-and-paws-1',
      country: 'EG',
      city: 'Cairo',
    };
    expect(errorsOf(registerSchema, { ...base, username: 'a'.repeat(31) })).toEqual({ username: messages.usernameMax });
  });

  it('checks the new password pair on update', () => {
    expect(errorsOf(updatePasswordSchema, { currentPassword: '1', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      currentPassword: messages.currentPasswordMin,
      confirmPassword: messages.newPasswordsDontMatch,
    });
    expect(errorsOf(updatePasswordSchema, { currentPassword: '123456', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: messages.newPasswordsDontMatch,
    });
  });
});
