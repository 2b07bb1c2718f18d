import type { ValidationCode } from "./envelope";

/**
 * Every error the server reports on purpose. The key names a message in
 * messages/<locale>/api.json ("errors" namespace); the status is the HTTP answer.
 */
export const ERROR_STATUS = {
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  roleNotFound: 404,
  invalidRole: 400,
  groupNotFound: 404,
  conflict: 409,
  usernameTaken: 409,
  roleNameTaken: 409,
  defaultRoleProtected: 409,
  roleInUse: 409,
  cannotDeleteSelf: 409,
  cannotDisableSelf: 409,
  invalidCredentials: 401,
  invalidRefreshToken: 401,
  tooManyAttempts: 429,
  invalidInput: 400,
  wrongEmail: 400,
  passwordMismatch: 400,
  passwordRequired: 400,
  eventClosed: 409,
} as const;

export type ErrorKey = keyof typeof ERROR_STATUS;

export class DomainError extends Error {
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;
  readonly validationCodes: ValidationCode[];

  constructor(
    key: ErrorKey,
    options: { params?: Record<string, string | number>; validationCodes?: ValidationCode[] } = {},
  ) {
    super(key);
    this.name = "DomainError";
    this.key = key;
    this.params = options.params ?? {};
    this.validationCodes = options.validationCodes ?? [];
  }

  get status(): number {
    return ERROR_STATUS[this.key];
  }
}
