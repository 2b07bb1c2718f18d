import { DomainError } from "@/lib/api/errors";

/** docs/DECISIONS.md "Session and access": every new password has at least 12 characters. */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * Refuses a new password that is too short or is the username (any case, spaces around ignored).
 * Length counts characters as the user sees them (code points), not UTF-16 units.
 */
export function assertPasswordAllowed(password: string, username: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new DomainError("passwordTooShort", {
      params: { min: MIN_PASSWORD_LENGTH },
      validationCodes: ["WrongPassword"],
    });
  }
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) {
    throw new DomainError("passwordIsUsername", { validationCodes: ["WrongPassword"] });
  }
}
