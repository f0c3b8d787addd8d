import { describe, expect, it } from 'vitest';
import { loginSchema } from '@/contract/schemas/auth.ts';
import { messages } from '@/contract/messages.ts';
import { valibotForm } from './valibot-form.ts';

describe('valibotForm', () => {
  const validate = valibotForm(loginSchema, { email: '', password: '' });

  it('maps issues to fields', () => {
    expect(validate({ email: 'nope', password: '123' })).toEqual({
      email: messages.emailInvalid,
      password: messages.passwordMin,
    });
  });

  it('treats untouched fields as invalid', () => {
    expect(validate({})).toEqual({ email: messages.emailInvalid, password: messages.passwordMin });
  });

  it('passes valid input', () => {
    expect(validate({ email: 'a@b.co', password: 'whiskers-and-paws-1' })).toEqual({});
  });
});
