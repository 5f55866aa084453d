/**
 * Whether a new password is one of the most common (issue 14: "the most common passwords
 * refused"). The seam where the list joins: the registration work brings the list itself
 * (worker/src/auth); until it lands here this refuses nothing and only the length rule of
 * site/src/lib/forms/account.ts `newPasswordField` (8 to 128 characters) applies.
 */
export function isCommonPassword(_password: string): boolean {
  return false;
}
