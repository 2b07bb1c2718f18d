"use client";
import { Alert, Box, Stack, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { AuditTrailSection } from "@/components/audit/AuditTrailSection";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { DateField } from "@/components/common/DateField";
import { deferred } from "@/components/common/deferred";
import { EditorActions } from "@/components/common/EditorActions";
import { cell, formGrid } from "@/components/common/form-grid";
import { FormSection } from "@/components/common/FormSection";
import { DecimalInput, IntegerInput } from "@/components/common/NumberInputs";
import { PageHeader } from "@/components/common/PageHeader";
import { Option, TextField } from "@/components/common/TextField";
import { useEditorState } from "@/components/common/useEditorState";
import { useUnsavedChangesGuard } from "@/components/common/useUnsavedChangesGuard";
import { api, apiSave, apiSaveOutcome, type ApiError } from "@/lib/client/api-client";
import { eventQuery } from "@/lib/client/event-query";
import { formatDate, formatEuro } from "@/lib/client/format";
import { fromPageRead } from "@/lib/client/page-read";
import { romeToday } from "@/lib/dates";
import type { EventDto } from "@/lib/events/schemas";
import { centsToDecimal, parseMoney } from "@/lib/money/cents";
import type { PaymentItemDto, PaymentMethodDto } from "@/lib/payments-config/schemas";
import type { ReservationEditorStart } from "@/lib/reservations/read-editor-page";
import { AvailabilityPanel } from "./AvailabilityPanel";
import { CreationModeToggle } from "./CreationModeToggle";
import type { QuotePrefill } from "./from-quote";
import {
  applyTransitions,
  computeTotals,
  discountForTotalPay,
  FREE_TYPES,
  needsFreshAvailability,
  newReservationValue,
  reservationFormValue,
  reservationSaveBody,
  reservationSaveQuery,
  stayKey,
  validStay,
  type ReservationFormValue,
} from "./reservation-form";
import { availabilityQuery, hotelsQuery, periodsQuery, type AvailabilityAsk } from "./reservation-queries";
import {
  CONFIRMABLE_CODES,
  type ConfirmableCode,
  type ReservationDto,
  type SaveReservationAnswer,
} from "./reservation-types";
import { useOfferedRoomTypes } from "./useOfferedRoomTypes";
import { HotelConfirmationChip, hotelConfirmationOf } from "./list/HotelConfirmationChip";

// Below the first screen (docs/BUNDLE.md): the editor keeps its skeleton until they are there
// (`preload`), so they do not push the totals down after the first paint.
const GuestsSection = deferred(() => import("./GuestsSection").then((module) => module.GuestsSection), {
  when: "idle",
});
const AgentsSection = deferred(() => import("./AgentsSection").then((module) => module.AgentsSection), {
  when: "idle",
});
const ReservationDetailsFields = deferred(
  () => import("./ReservationDetailsFields").then((module) => module.ReservationDetailsFields),
  { when: "idle" },
);
const BELOW_FIRST_SCREEN = [GuestsSection, AgentsSection, ReservationDetailsFields];

/** The last section: fetched when the page is idle. */
const PaymentsSection = deferred(() => import("./PaymentsSection").then((module) => module.PaymentsSection), {
  when: "idle",
});

/**
 * /events/{eventId}/reservations/create, /edit/{id} and /createfromquote/{fromquote}: one
 * reservation with its guests, agents, prices and payments.
 */
export function ReservationEditor({
  eventId,
  reservationId,
  prefill,
  initial = {},
}: {
  eventId: number;
  reservationId: number | null;
  prefill?: QuotePrefill | null;
  /** What the page read on the server, and when (ms since the epoch, the server's clock). */
  initial?: ReservationEditorStart;
}) {
  const reservation = useQuery({
    queryKey: ["reservations", reservationId],
    queryFn: ({ signal }) => api.get<ReservationDto>(`/reservations/${reservationId}`, { signal }),
    enabled: reservationId !== null,
    ...fromPageRead(initial.reservation),
  });
  const methods = useQuery({
    queryKey: ["paymentmethods", "list"],
    queryFn: ({ signal }) => api.get<PaymentMethodDto[]>("/paymentmethods/list", { signal }),
  });
  const items = useQuery({
    queryKey: ["paymentitems", "list"],
    queryFn: ({ signal }) => api.get<PaymentItemDto[]>("/paymentitems/list", { signal }),
  });
  // The sections below the first screen are fetched beside the data: the skeleton stays until
  // they are there too, so they do not push the totals down after the first paint.
  const [sectionsReady, setSectionsReady] = useState(false);
  useEffect(() => {
    let active = true;
    void Promise.all(BELOW_FIRST_SCREEN.map((section) => section.preload())).then(() => {
      if (active) setSectionsReady(true);
    });
    return () => {
      active = false;
    };
  }, []);
  // What the form reads at once is fetched here, beside the reservation: each answer arriving after
  // the form's first render rendered the whole form again in one task (TanStack Query's store
  // updates are synchronous), 190 to 370 ms each on a 4x slower CPU. Only `isLoading`
  // is read, so a later refetch does not render this component again. The availability check
  // waits for the reservation's stay, a request later: the panel subscribes to it on its own.
  const event = useQuery(eventQuery(eventId, initial.event));
  const preloading = [
    event.isLoading,
    useQuery({ ...hotelsQuery(eventId), ...fromPageRead(initial.hotels) }).isLoading,
    useQuery({ ...periodsQuery(eventId), ...fromPageRead(initial.periods) }).isLoading,
  ].some(Boolean);
  // The form opens once what it edits is loaded, so nothing typed is overwritten. Its first render
  // is deferred: React renders it in slices that yield to taps (one task of ~600 ms on a 4x slower
  // CPU when it came with the last answer), the inert skeleton staying until its commit.
  // The form fills once: a copy older than the query's staleTime (read with a screen the router kept
  // up to 5 minutes, next.config.ts `staleTimes`, or cached by an earlier visit) is fetched again at
  // mount, and the form waits for the fresh one.
  const refreshing = reservation.isFetching && !reservation.isFetchedAfterMount;
  const formReady =
    (reservationId === null || (Boolean(reservation.data) && !refreshing)) && sectionsReady && !preloading;
  const formShown = useDeferredValue(formReady);
  if (!formReady || !formShown) {
    return <ReservationSkeleton eventId={eventId} event={event.data} />;
  }
  return (
    <ReservationForm
      key={reservationId ?? "new"}
      eventId={eventId}
      reservationId={reservationId}
      reservation={reservation.data ?? null}
      prefill={prefill ?? null}
      methods={methods.data ?? []}
      items={items.data ?? []}
    />
  );
}

function ReservationForm({
  eventId,
  reservationId,
  reservation,
  prefill,
  methods,
  items,
}: {
  eventId: number;
  reservationId: number | null;
  reservation: ReservationDto | null;
  prefill: QuotePrefill | null;
  methods: PaymentMethodDto[];
  items: PaymentItemDto[];
}) {
  const t = useTranslations("reservations");
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { state, can } = useAuth();
  const creating = reservationId === null;
  const listHref = `/events/${eventId}/reservations`;
  const editor = useEditorState<ReservationFormValue>(
    reservation ? reservationFormValue(reservation) : newReservationValue(prefill ?? {}),
  );
  const { value, setValue, reset } = editor;
  /** The reservation as last loaded or saved: its prices hold until the stay changes. */
  const [saved, setSaved] = useState<ReservationDto | null>(reservation);
  const [refresh, setRefresh] = useState(0);
  const [totalPayText, setTotalPayText] = useState<string | null>(null);
  const [question, setQuestion] = useState<{ text: string; answer: (yes: boolean) => void } | null>(null);

  const event = useQuery(eventQuery(eventId));
  const hotels = useQuery(hotelsQuery(eventId));
  const savedConfirmation = hotelConfirmationOf(saved);
  const { roomTypes, periods } = useOfferedRoomTypes(eventId, value.locationId);
  const hotelOptions = useMemo(() => {
    const list = [...(hotels.data ?? [])];
    if (saved && !list.some((hotel) => hotel.id === saved.location.id)) {
      list.push({ id: saved.location.id, name: saved.location.name, city: null, type: "" });
    }
    return list;
  }, [hotels.data, saved]);
  const roomTypeOptions = useMemo(() => {
    if (
      saved &&
      saved.location.id === value.locationId &&
      !roomTypes.some((r) => r.id === saved.roomType.id)
    ) {
      return [...roomTypes, saved.roomType];
    }
    return roomTypes;
  }, [roomTypes, saved, value.locationId]);
  const capacity = roomTypeOptions.find((roomType) => roomType.id === value.roomTypeId)?.capacity ?? null;

  const ready =
    value.locationId !== null && value.roomTypeId !== null && validStay(value.checkIn, value.checkOut);
  const reservationsNumber =
    creating && value.creationMode === "Multiple" ? (value.reservationsNumber ?? 1) : 1;
  const stayAsked: AvailabilityAsk = {
    eventId,
    reservationId,
    reservationsNumber,
    refresh,
    locationId: value.locationId,
    roomTypeId: value.roomTypeId,
    checkIn: value.checkIn,
    checkOut: value.checkOut,
  };
  // A saved stay keeps its copied prices; a new or changed stay is priced as the check answers.
  const stayUnchanged = saved !== null && stayKey(reservationFormValue(saved)) === stayKey(value);
  // The form needs the check's answer for the prices of a new or changed stay only; otherwise its
  // answer renders the panel alone (`StayAvailability`), not the whole form.
  const availability = useQuery({
    ...availabilityQuery(stayAsked),
    placeholderData: (previous) => previous,
    notifyOnChangeProps: stayUnchanged ? [] : ["data"],
  });
  const shownAvailability = ready ? availability.data : undefined;
  const prices = stayUnchanged
    ? { totalNoTax: saved.totalNoTax, totalTax: saved.totalTax }
    : { totalNoTax: shownAvailability?.totalNoTax ?? null, totalTax: shownAvailability?.totalTax ?? null };
  const refundItemIds = new Set(items.filter((item) => item.category === "Refund").map((item) => item.id));
  const reservationItem = items.find((item) => item.systemItem === "Reservation") ?? null;
  const paymentItems = items.filter(
    (item) => item.systemItem === "Reservation" || item.category === "Refund",
  );
  const totals = computeTotals({
    ...prices,
    value,
    isRefundItem: (id) => id !== null && refundItemIds.has(id),
  });
  const priced = prices.totalNoTax !== null;
  const free = FREE_TYPES.includes(value.type);

  const closed = event.data?.isFreezed ?? false;
  const readOnly = closed || !can("Reservations");
  const agentProfile = state.status === "authenticated" && state.profile.type === "Agent";

  /** Every change goes through SPEC.md section 4's transitions. */
  function update(patch: Partial<ReservationFormValue>) {
    const next = applyTransitions(saved, { ...value, ...patch });
    if (needsFreshAvailability(value, next)) setRefresh((count) => count + 1);
    setValue(next);
  }

  function ask(text: string): Promise<boolean> {
    return new Promise((resolve) =>
      setQuestion({
        text,
        answer: (yes) => {
          setQuestion(null);
          resolve(yes);
        },
      }),
    );
  }

  const confirmableCode = (error: ApiError | null): ConfirmableCode | null => {
    if (!error || error.status !== 409) return null;
    const code = error.envelope.validationCodes.find((entry) => entry in CONFIRMABLE_CODES);
    return (code as ConfirmableCode | undefined) ?? null;
  };

  /**
   * Saves; a WrongCapacity or CustomersAlreadyHaveReservations answer asks the server's Si/No
   * question and resubmits with that check skipped (both may come, one after the other).
   */
  async function save(openSaved = true): Promise<boolean> {
    const skips = { skipCapacityValidation: false, skipCustomerCheck: false };
    for (;;) {
      const outcome = await apiSaveOutcome<SaveReservationAnswer>("POST", "/reservations/save", {
        query: reservationSaveQuery({ creating, value, ...skips }),
        body: reservationSaveBody({ reservationId, eventId, value, gross: totals.gross }),
        quietWhen: (status, envelope) =>
          status === 409 && envelope.validationCodes.some((code) => code in CONFIRMABLE_CODES),
      });
      if (outcome.ok) {
        const answer = outcome.entity;
        reset(reservationFormValue(answer.reservation));
        setSaved(answer.reservation);
        setTotalPayText(null);
        queryClient.setQueryData(["reservations", answer.reservation.id], answer.reservation);
        void queryClient.invalidateQueries({ queryKey: ["reservations", "list", eventId] });
        void queryClient.invalidateQueries({ queryKey: ["reservations", "availability"] });
        void queryClient.invalidateQueries({ queryKey: ["periodpricings", "event", eventId] });
        if (creating && openSaved) router.replace(`${listHref}/edit/${answer.reservation.id}`);
        return true;
      }
      const code = confirmableCode(outcome.error);
      if (!code || !outcome.error) return false;
      const skip = CONFIRMABLE_CODES[code];
      if (skips[skip]) return false;
      if (!(await ask(outcome.error.envelope.messages.join(" ")))) return false;
      skips[skip] = true;
    }
  }

  async function remove() {
    if (reservationId === null) return;
    if ((await apiSave("DELETE", `/reservations/${reservationId}`)) === undefined) return;
    reset(value);
    queryClient.removeQueries({ queryKey: ["reservations", reservationId] });
    void queryClient.invalidateQueries({ queryKey: ["reservations"] });
    void queryClient.invalidateQueries({ queryKey: ["periodpricings", "event", eventId] });
    router.push(listHref);
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });
  const today = romeToday();
  const totalPayShown =
    totalPayText !== null && parseMoney(totalPayText) === totals.totalPay
      ? totalPayText
      : priced
        ? centsToDecimal(totals.totalPay)
        : null;

  return (
    <>
      <PageHeader
        title={creating ? t("createTitle") : t("editTitle")}
        actions={
          <EditorActions
            onSave={!readOnly ? () => void save() : undefined}
            onDelete={!creating && !readOnly ? () => void remove() : undefined}
            deleteQuestion={t("deleteConfirm")}
            backLabel={t("backToList")}
            onBack={() => guard.navigate(listHref)}
          />
        }
        subtitle={
          event.data
            ? `${eventLine(event.data, locale)}${saved?.progressiveNumber ? ` · N. ${saved.progressiveNumber}` : ""}`
            : null
        }
      />
      {closed && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="event-closed">
          {t("closedBanner")}
        </Alert>
      )}
      <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()}>
        <FormSection title={t("sections.stay")}>
          <div className={formGrid()}>
            {creating && (
              <>
                <div className={cell({ xs: 12, sm: 6 })}>
                  <Typography variant="body2" color="textSecondary" id="creation-mode-label" gutterBottom>
                    {t("fields.creationMode")}
                  </Typography>
                  <CreationModeToggle
                    value={value.creationMode}
                    disabled={readOnly}
                    onChange={(creationMode) => update({ creationMode })}
                  />
                </div>
                <div className={cell({ xs: 12, sm: 6 })}>
                  <IntegerInput
                    label={t("fields.reservationsNumber")}
                    name="reservationsNumber"
                    disabled={readOnly || value.creationMode !== "Multiple"}
                    value={value.creationMode === "Multiple" ? value.reservationsNumber : 1}
                    onChange={(reservationsNumber) => update({ reservationsNumber })}
                  />
                </div>
              </>
            )}
            <div className={cell({ xs: 12, sm: 6 })}>
              <TextField
                select
                label={t("fields.hotel")}
                name="locationId"
                required
                disabled={readOnly}
                // The hotel's answer about this reservation, while the hotel is the saved one.
                helperText={
                  savedConfirmation && saved?.location.id === value.locationId ? (
                    <HotelConfirmationChip confirmation={savedConfirmation} namespace="reservations" />
                  ) : undefined
                }
                value={hotelOptions.some((h) => h.id === value.locationId) ? value.locationId : ""}
                onChange={(e) => {
                  const locationId = Number(e.target.value);
                  const keepsRoom = periods?.some(
                    (period) =>
                      period.location.id === locationId &&
                      period.roomPricings.some((room) => room.roomType.id === value.roomTypeId),
                  );
                  update({ locationId, roomTypeId: keepsRoom || !periods ? value.roomTypeId : null });
                }}
              >
                {hotelOptions.map((hotel) => (
                  <Option key={hotel.id} value={hotel.id}>
                    {hotel.name}
                  </Option>
                ))}
              </TextField>
            </div>
            <div className={cell({ xs: 12, sm: 6 })}>
              <TextField
                select
                label={t("fields.roomType")}
                name="roomTypeId"
                required
                disabled={readOnly || value.locationId === null}
                value={roomTypeOptions.some((r) => r.id === value.roomTypeId) ? value.roomTypeId : ""}
                onChange={(e) => update({ roomTypeId: Number(e.target.value) })}
              >
                {roomTypeOptions.map((roomType) => (
                  <Option key={roomType.id} value={roomType.id}>
                    {roomType.type} ({t("capacity", { count: roomType.capacity })})
                  </Option>
                ))}
              </TextField>
            </div>
            <div className={cell({ xs: 12, sm: 6 })}>
              <DateField
                label={t("fields.checkIn")}
                name="checkIn"
                required
                disabled={readOnly}
                value={value.checkIn}
                onChange={(checkIn) => update({ checkIn })}
              />
            </div>
            <div className={cell({ xs: 12, sm: 6 })}>
              <DateField
                label={t("fields.checkOut")}
                name="checkOut"
                required
                disabled={readOnly}
                minDate={value.checkIn || null}
                value={value.checkOut}
                onChange={(checkOut) => update({ checkOut })}
              />
            </div>
          </div>
        </FormSection>
        <FormSection title={t("sections.availability")}>
          <StayAvailability ask={stayAsked} ready={ready} />
        </FormSection>
        <FormSection title={t("sections.guests")}>
          <GuestsSection
            guests={value.customers}
            capacity={capacity}
            disabled={readOnly}
            onChange={(customers) => update({ customers })}
          />
        </FormSection>
        <FormSection title={t("sections.agents")}>
          <AgentsSection
            agents={value.profiles}
            readOnly={readOnly || agentProfile}
            onChange={(profiles) => update({ profiles })}
          />
        </FormSection>
        <FormSection title={t("sections.details")}>
          <ReservationDetailsFields value={value} readOnly={readOnly} onChange={update} />
        </FormSection>
        <FormSection title={t("sections.totals")}>
          <div className={formGrid({ center: true })}>
            <div className={cell({ xs: 6, sm: 3 })}>
              <Amount
                label={t("fields.totalNoTax")}
                value={priced ? centsToDecimal(totals.totalNoTax) : null}
                testId="total-no-tax"
              />
            </div>
            <div className={cell({ xs: 6, sm: 3 })}>
              <Amount
                label={t("fields.totalTax")}
                value={priced ? centsToDecimal(totals.totalTax) : null}
                testId="total-tax"
              />
            </div>
            <div className={cell({ xs: 6, sm: 3 })}>
              <DecimalInput
                label={t("fields.discount")}
                name="discount"
                unit="€"
                allowNegative
                disabled={readOnly || free}
                value={free ? centsToDecimal(totals.discount) : value.discount}
                onChange={(discount) => {
                  setTotalPayText(null);
                  update({ discount });
                }}
              />
            </div>
            <div className={cell({ xs: 6, sm: 3 })}>
              <DecimalInput
                label={t("fields.totalPay")}
                name="totalPay"
                unit="€"
                allowNegative
                disabled={readOnly || free || !priced}
                value={totalPayShown}
                onChange={(typed) => {
                  setTotalPayText(typed);
                  update({ discount: discountForTotalPay(totals.gross, typed) });
                }}
              />
            </div>
            <div className={cell({ xs: 6, sm: 3 })}>
              <Amount label={t("fields.paid")} value={centsToDecimal(totals.paid)} testId="total-paid" />
            </div>
            <div className={cell({ xs: 6, sm: 3 })}>
              <Amount
                label={t("fields.toPay")}
                value={priced ? centsToDecimal(totals.toPay) : null}
                testId="to-pay"
                emphasis={totals.toPay > 0 ? "error" : totals.toPay < 0 ? "warning" : "success"}
              />
            </div>
          </div>
        </FormSection>
        <FormSection title={t("sections.payments")}>
          <PaymentsSection
            payments={value.payments}
            methods={methods}
            items={paymentItems}
            reservationItemId={reservationItem?.id ?? null}
            today={today}
            disabled={readOnly}
            onChange={(payments) => update({ payments })}
          />
        </FormSection>
        {reservationId !== null && (
          <AuditTrailSection entity="reservation" id={reservationId} version={saved} />
        )}
      </Stack>
      <ConfirmDialog
        open={question !== null}
        title={question?.text ?? ""}
        onConfirm={() => question?.answer(true)}
        onCancel={() => question?.answer(false)}
      />
      {guard.dialog}
    </>
  );
}

/** The event under the editor's title: type, name and dates. */
const eventLine = (event: EventDto, locale: string) =>
  `${event.type} ${event.name} · ${formatDate(event.dateFrom, locale)} - ${formatDate(event.dateTo, locale)}`;

/**
 * The edit page while its reservation loads: the header, its event line and the first
 * sections at their final size, nothing editable, so the form lands without moving anything.
 */
function ReservationSkeleton({ eventId, event }: { eventId: number; event: EventDto | undefined }) {
  const t = useTranslations("reservations");
  const locale = useLocale();
  const tc = useTranslations("common");
  const router = useRouter();
  const bone = (height: number | string) => <Box sx={{ height, borderRadius: 1, bgcolor: "action.hover" }} />;
  return (
    <>
      <PageHeader
        title={t("editTitle")}
        subtitle={event ? eventLine(event, locale) : null}
        actions={
          <EditorActions
            onSave={() => undefined}
            onDelete={() => undefined}
            backLabel={t("backToList")}
            onBack={() => router.push(`/events/${eventId}/reservations`)}
            loading
          />
        }
      />
      <Stack spacing={2} aria-busy="true" aria-label={tc("loading")} data-testid="reservation-loading">
        <FormSection title={t("sections.stay")}>
          <div className={formGrid()}>
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className={cell({ xs: 12, sm: 6 })}>
                {bone(40)}
              </div>
            ))}
          </div>
        </FormSection>
        <FormSection title={t("sections.availability")}>{bone(SKELETON.availability)}</FormSection>
        <FormSection title={t("sections.guests")}>{bone(SKELETON.guests)}</FormSection>
        <FormSection title={t("sections.agents")}>{bone("100vh")}</FormSection>
      </Stack>
    </>
  );
}

/** Heights (px) of the sections' content as loaded (demo reservations, both tablet sizes). */
const SKELETON = { availability: 82, guests: 105 };

/** The availability panel with its own subscription to the check: an answer renders only it. */
function StayAvailability({ ask, ready }: { ask: AvailabilityAsk; ready: boolean }) {
  const availability = useQuery({ ...availabilityQuery(ask), placeholderData: (previous) => previous });
  return (
    <AvailabilityPanel
      ready={ready}
      loading={availability.isFetching}
      availability={ready ? availability.data : undefined}
      checkIn={ask.checkIn}
      checkOut={ask.checkOut}
    />
  );
}

function Amount({
  label,
  value,
  testId,
  emphasis,
}: {
  label: string;
  value: string | null;
  testId: string;
  emphasis?: "error" | "warning" | "success";
}) {
  const locale = useLocale();
  return (
    <Box>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h6" data-testid={testId} data-value={value ?? ""} color={emphasis}>
        {value === null ? "-" : formatEuro(value, locale)}
      </Typography>
    </Box>
  );
}
