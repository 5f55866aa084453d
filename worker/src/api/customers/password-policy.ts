/**
 * The rule a chosen password meets beyond its length (the shared schema's), at registration, at a
 * reset and at a change in the account: not one of the most common passwords (auth/common-passwords.ts). Refused as the schema would refuse it: a 400 with
 * the Polish message under `fields.password`, so a form shows it beside the field.
 */
import { COMMON_PASSWORD_MESSAGE } from '#lib/forms/registration.ts';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { ApiError } from '../errors.ts';

/** The error a call that takes a new password declares for it. */
export const COMMON_PASSWORD_ERROR = { 422: 'Hasło jest na liście najpopularniejszych haseł; nic nie zapisano.' } as const;

/** Throws the 422 of a chosen password that is on the list of the most common ones, the message under its form field. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new ApiError(422, 'common_password', COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}
