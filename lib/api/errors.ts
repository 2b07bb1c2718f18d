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
  tooManyAttemptsSeconds: 429,
  unsupportedMediaType: 415,
  methodNotAllowed: 405,
  invalidInput: 400,
  unpairedSurrogate: 400,
  wrongEmail: 400,
  passwordMismatch: 400,
  reservationTotalNegative: 400,
  ownRoleProtected: 403,
  permissionNotHeld: 403,
  passwordTooShort: 400,
  passwordIsUsername: 400,
  currentPasswordRequired: 400,
  currentPasswordWrong: 400,
  passwordRequired: 400,
  eventClosed: 409,
  eventNotFound: 404,
  eventHasPeriodPricings: 409,
  periodRoomTypeNotFound: 400,
  paymentItemNotFound: 404,
  paymentMethodNotFound: 404,
  systemPaymentItemProtected: 409,
  systemPaymentMethodProtected: 409,
  paymentCategoryRequired: 400,
  paymentItemTaken: 409,
  paymentMethodTaken: 409,
  periodPricingNotFound: 404,
  periodPricingOverlap: 409,
  nightOutsidePeriod: 400,
  locationNotFound: 404,
  locationInUse: 409,
  agentInUse: 409,
  customerInUse: 409,
  unknownRoomType: 400,
  duplicateRoomTypeInformation: 400,
  roomTypeTaken: 409,
  groupNameTaken: 409,
  documentNotFound: 404,
  documentObjectNotFound: 404,
  documentFileMissing: 404,
  documentTooLarge: 413,
  documentEmpty: 400,
  documentTypeNotAllowed: 415,
  documentContentMismatch: 415,
  documentUploadInvalid: 400,
  invalidAgentRole: 400,
  commissionTemplateNotFound: 400,
  customerQrNotFound: 404,
  reservationNotFound: 404,
  reservationEventNotFound: 400,
  reservationHotelNotFound: 400,
  reservationRoomTypeNotFound: 400,
  wrongCapacityGuests: 409,
  wrongCapacityOverbooking: 409,
  customersAlreadyHaveReservations: 409,
  nightsNotSold: 400,
  guestNotFound: 400,
  agentNotFound: 400,
  agentAssignmentForbidden: 403,
  reservationPaymentMethodNotFound: 400,
  invalidReservationPaymentItem: 400,
  reservationPaymentNotFound: 400,
  multipleOnlyOnCreate: 400,
  eventHasReservations: 409,
  periodHasReservations: 409,
  periodChangeLeavesReservations: 409,
  excelUnavailable: 422,
  reservationListFailed: 422,
  noBookingsForFilters: 404,
  entryNotFound: 404,
  entryCustomerNotFound: 400,
  communicationsNotPending: 409,
  communicationSentNotFound: 404,
  mailNotConfigured: 409,
  hotelWithoutEmail: 409,
  communicationAlreadyDelivered: 409,
  communicationChangedSince: 409,
  // The hotel's public confirmation page (lib/communications/get-confirmation.ts): one answer for
  // every link that does not open a message, whatever the reason.
  confirmationLinkInvalid: 404,
  confirmationTooManyRequests: 429,
  accountingRequestNotFound: 404,
  accountingNotCompleted: 409,
  cashModuleDisabled: 409,
  movementItemNotFound: 400,
  movementItemNotAllowed: 400,
  incomeItemRequired: 400,
  outcomeItemRequired: 400,
  movementMethodNotFound: 400,
  movementAgentRequired: 400,
  movementAgentNotFound: 400,
  movementHotelNotFound: 400,
  movementHotelRequired: 400,
  movementReservationItem: 400,
  movementDateOutOfRange: 400,
  movementNotFound: 404,
  transferNotDeletable: 409,
  reservationPaymentNotDeletable: 409,
  predictionTooManyEvents: 400,
  predictionNoEvents: 400,
  predictionEventNotFound: 400,
  predictionExists: 409,
  predictionNotFound: 404,
  auditEntityUnknown: 404,
  // Imports (lib/import): bad files and runs.
  importFileType: 415,
  importFileOldExcel: 415,
  importFileUnreadable: 400,
  importFileTooLarge: 413,
  importFileUnpackedTooLarge: 413,
  importFileCompressionRatio: 413,
  importFileTooManyColumns: 413,
  importFileTooManyRows: 413,
  importReadTimeout: 422,
  importFileEmpty: 400,
  importFileNoRows: 400,
  importFileFormulas: 400,
  importFileMergedCells: 400,
  importCsvQuote: 400,
  importSheetNotFound: 400,
  importUploadInvalid: 400,
  importRunNotFound: 404,
  importRunNotReady: 409,
  importRunNotOwner: 403,
  importRunNotUndoable: 409,
  importMappingInvalid: 400,
  festivalImportNoFile: 400,
  festivalImportUploadInvalid: 400,
  festivalImportMappingInvalid: 400,
  festivalImportMissingColumn: 400,
  festivalImportSeveralSheets: 400,
  festivalImportHotelUnmapped: 400,
  festivalImportRoomTypeUnmapped: 400,
  festivalImportBusy: 409,
  festivalImportFileRefused: 400,
} as const;

export type ErrorKey = keyof typeof ERROR_STATUS;

/**
 * The unique indexes behind the uniqueness rules of docs/DECISIONS.md, by name, and the error a
 * violation answers. The use cases check first for a friendly answer; when two saves race past
 * that check, the index refuses the second and the caller gets the same 409 AlreadyExistsEntity.
 */
export const UNIQUE_INDEX_ERRORS: Record<string, ErrorKey> = {
  roles_name_unique: "roleNameTaken",
  accounts_username_unique: "usernameTaken",
  room_types_type_unique: "roomTypeTaken",
  location_groups_name_unique: "groupNameTaken",
  payment_methods_method_unique: "paymentMethodTaken",
  payment_items_description_unique: "paymentItemTaken",
  // Two imports of one festival at once: the second meets the first's reservations.
  reservations_event_import_key_unique: "festivalImportBusy",
  import_name_aliases_location_unique: "festivalImportBusy",
  import_name_aliases_room_type_unique: "festivalImportBusy",
};

export class DomainError extends Error {
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;
  readonly validationCodes: ValidationCode[];
  /** Seconds a refused caller should wait (a 429's Retry-After header). */
  readonly retryAfterSeconds: number | null;

  constructor(
    key: ErrorKey,
    options: {
      params?: Record<string, string | number>;
      validationCodes?: ValidationCode[];
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(key);
    this.name = "DomainError";
    this.key = key;
    this.params = options.params ?? {};
    this.validationCodes = options.validationCodes ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }

  get status(): number {
    return ERROR_STATUS[this.key];
  }
}
