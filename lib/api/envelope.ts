/** The response shape of every /api call (SPEC.md section 7). */
export type ValidationLevel = "Valid" | "Fail";

export const VALIDATION_CODES = [
  "AlreadyExistsEntity",
  "WrongEmail",
  "WrongPassword",
  "WrongCapacity",
  "CustomersAlreadyHaveReservations",
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

export type Envelope<T> = {
  success: boolean;
  messages: string[];
  entity: T | null;
  validationCodes: ValidationCode[];
  validationLevel: ValidationLevel;
};

export function okEnvelope<T>(entity: T, messages: string[] = []): Envelope<T> {
  return { success: true, messages, entity, validationCodes: [], validationLevel: "Valid" };
}

export function failEnvelope(messages: string[], validationCodes: ValidationCode[] = []): Envelope<null> {
  return { success: false, messages, entity: null, validationCodes, validationLevel: "Fail" };
}
