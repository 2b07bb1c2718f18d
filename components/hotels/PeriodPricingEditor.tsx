"use client";
import EventRepeatIcon from "@mui/icons-material/EventRepeat";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { AuditTrailSection } from "@/components/audit/AuditTrailSection";
import { DateField } from "@/components/common/DateField";
import { EditorActions } from "@/components/common/EditorActions";
import { DecimalInput, IntegerInput } from "@/components/common/NumberInputs";
import { PageHeader } from "@/components/common/PageHeader";
import { cell, formGrid } from "@/components/common/form-grid";
import { useEditorState } from "@/components/common/useEditorState";
import { useUnsavedChangesGuard } from "@/components/common/useUnsavedChangesGuard";
import { api, apiSave } from "@/lib/client/api-client";
import { eventQuery } from "@/lib/client/event-query";
import { formatDate } from "@/lib/client/format";
import type { EventDto } from "@/lib/events/schemas";
import type { PeriodPricingDto } from "@/lib/period-pricings/schemas";
import { deferred } from "@/components/common/deferred";
import { HotelField } from "./HotelField";
import {
  periodFormValue,
  periodSaveBody,
  type PeriodFormValue,
  type RoomFormValue,
  type RoomTypeRef,
} from "./period-form";

/** Loaded when first opened or when the page is idle: not in the page's first load. */
const DailyAvailabilityDialog = deferred(
  () => import("./DailyAvailabilityDialog").then((module) => module.DailyAvailabilityDialog),
  { when: "open" },
);

const PRICE_FIELDS = ["sellPrice", "cost", "costNotSell", "costStaff"] as const;

/** /events/{eventId}/hotels/create and /edit/{id}: one hotel's period with its room types. */
export function PeriodPricingEditor({ eventId, periodId }: { eventId: number; periodId: number | null }) {
  const tc = useTranslations("common");
  const event = useQuery(eventQuery(eventId));
  const roomTypes = useQuery({
    queryKey: ["locations", "roomtypes"],
    queryFn: ({ signal }) => api.get<RoomTypeRef[]>("/locations/roomtypes", { signal }),
  });
  const period = useQuery({
    queryKey: ["periodpricings", periodId],
    queryFn: ({ signal }) => api.get<PeriodPricingDto>(`/periodpricings/${periodId}`, { signal }),
    enabled: periodId !== null,
  });
  // The form opens once the room types (and the period) are loaded, so nothing typed is lost.
  if (!roomTypes.data || (periodId !== null && !period.data)) {
    return <LinearProgress aria-label={tc("loading")} />;
  }
  return (
    <PeriodForm
      key={periodId ?? "new"}
      eventId={eventId}
      periodId={periodId}
      event={event.data}
      roomTypes={roomTypes.data}
      period={period.data ?? null}
    />
  );
}

function PeriodForm({
  eventId,
  periodId,
  event,
  roomTypes,
  period,
}: {
  eventId: number;
  periodId: number | null;
  event: EventDto | undefined;
  roomTypes: RoomTypeRef[];
  period: PeriodPricingDto | null;
}) {
  const t = useTranslations("hotels");
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { can } = useAuth();
  const listHref = `/events/${eventId}/hotels`;
  const editor = useEditorState<PeriodFormValue>(periodFormValue(period, roomTypes));
  const { value, setValue, reset } = editor;
  const [nightsOf, setNightsOf] = useState<number | null>(null);

  const closed = event?.isFreezed ?? false;
  const readOnly = closed || !can("EventsHotel");

  /** Rooms booked per room type and night, as the last load saw them (allotted - free). */
  const bookedByRoom = useMemo(() => {
    const map = new Map<string, number>();
    for (const room of period?.roomPricings ?? []) {
      for (const night of room.dailyAvailabilities) {
        map.set(
          `${room.roomType.id}:${night.day.slice(0, 10)}`,
          night.availability - night.totalAvailability,
        );
      }
    }
    return map;
  }, [period]);

  async function save(openSaved = true): Promise<boolean> {
    const saved = await apiSave<PeriodPricingDto>("POST", "/PeriodPricings", {
      body: periodSaveBody(periodId, eventId, value),
    });
    if (!saved) return false;
    reset(periodFormValue(saved, roomTypes));
    queryClient.setQueryData(["periodpricings", saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: ["periodpricings", "event", eventId] });
    if (periodId === null && openSaved) router.replace(`${listHref}/edit/${saved.id}`);
    return true;
  }

  async function remove() {
    if (periodId === null) return;
    if ((await apiSave("DELETE", `/PeriodPricings/${periodId}`)) === undefined) return;
    reset(value);
    void queryClient.invalidateQueries({ queryKey: ["periodpricings", "event", eventId] });
    router.push(listHref);
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });
  const setRoom = (roomTypeId: number, patch: Partial<RoomFormValue>) =>
    setValue({
      ...value,
      rooms: value.rooms.map((room) => (room.roomTypeId === roomTypeId ? { ...room, ...patch } : room)),
    });
  const dateField = (key: "checkIn" | "checkOut") => (
    <DateField
      label={t(`fields.${key}`)}
      name={key}
      required
      disabled={readOnly}
      value={value[key]}
      onChange={(next) => setValue({ ...value, [key]: next })}
    />
  );
  const roomTypeOf = (id: number) => roomTypes.find((roomType) => roomType.id === id);
  const nightsRoom = nightsOf === null ? undefined : value.rooms.find((room) => room.roomTypeId === nightsOf);

  return (
    <>
      <PageHeader
        title={periodId === null ? t("createTitle") : t("editTitle")}
        actions={
          <EditorActions
            onSave={!readOnly ? () => void save() : undefined}
            onDelete={periodId !== null && !readOnly ? () => void remove() : undefined}
            deleteQuestion={t("deleteConfirm")}
            backLabel={t("backToHotels")}
            onBack={() => guard.navigate(listHref)}
          />
        }
      />
      {event && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {event.type} {event.name} · {formatDate(event.dateFrom, locale)} -{" "}
          {formatDate(event.dateTo, locale)}
        </Typography>
      )}
      {closed && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="event-closed">
          {t("closedBanner")}
        </Alert>
      )}
      <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()}>
        <Paper sx={{ p: 2 }}>
          <div className={formGrid()}>
            <div className={cell({ xs: 12, sm: 6, md: 3 })}>{dateField("checkIn")}</div>
            <div className={cell({ xs: 12, sm: 6, md: 3 })}>{dateField("checkOut")}</div>
            <div className={cell({ xs: 12, sm: 8, md: 4 })}>
              <HotelField
                label={t("fields.hotel")}
                required
                disabled={readOnly}
                value={value.hotel}
                onChange={(hotel) => setValue({ ...value, hotel })}
              />
            </div>
            <div className={cell({ xs: 12, sm: 4, md: 2 })}>
              <DecimalInput
                label={t("fields.dailyTax")}
                name="dailyTax"
                unit="€"
                disabled={readOnly}
                value={value.dailyTax}
                onChange={(dailyTax) => setValue({ ...value, dailyTax })}
              />
            </div>
          </div>
        </Paper>
        <Typography variant="h6">{t("roomTypes")}</Typography>
        {roomTypes.length === 0 && <Typography color="textSecondary">{t("noRoomTypes")}</Typography>}
        {value.rooms.map((room) => {
          const roomType = roomTypeOf(room.roomTypeId);
          if (!roomType) return null;
          const disabled = readOnly || !room.enabled;
          return (
            <Paper key={room.roomTypeId} sx={{ p: 2 }} data-testid={`room-${roomType.type}`}>
              <Stack
                direction="row"
                sx={{ alignItems: "center", gap: 1, mb: room.enabled ? 2 : 0, flexWrap: "wrap" }}
              >
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={room.enabled}
                      disabled={readOnly}
                      onChange={(e) => setRoom(room.roomTypeId, { enabled: e.target.checked })}
                    />
                  }
                  label={
                    <>
                      <strong>{roomType.type}</strong> ({t("capacity", { count: roomType.capacity })})
                    </>
                  }
                />
                {room.enabled && room.overrides.length > 0 && (
                  <Typography variant="body2" color="textSecondary">
                    {room.overrides
                      .map((night) => `${formatDate(night.day, locale)}: ${night.availability}`)
                      .join(", ")}
                  </Typography>
                )}
              </Stack>
              {room.enabled && (
                <div className={formGrid({ center: true })}>
                  {PRICE_FIELDS.map((key) => (
                    <div key={key} className={cell({ xs: 6, md: 2 })}>
                      <DecimalInput
                        label={t(`fields.${key}`)}
                        unit="€"
                        disabled={disabled}
                        value={room[key]}
                        onChange={(next) => setRoom(room.roomTypeId, { [key]: next })}
                      />
                    </div>
                  ))}
                  <div className={cell({ xs: 6, md: 2 })}>
                    <IntegerInput
                      label={t("fields.availability")}
                      disabled={disabled}
                      value={room.availability}
                      onChange={(availability) => setRoom(room.roomTypeId, { availability })}
                    />
                  </div>
                  <div className={cell({ xs: 6, md: 2 })}>
                    <Box>
                      <Button
                        variant="outlined"
                        startIcon={<EventRepeatIcon />}
                        onClick={() => setNightsOf(room.roomTypeId)}
                      >
                        {t("availabilityButton")}
                      </Button>
                    </Box>
                  </div>
                </div>
              )}
            </Paper>
          );
        })}
        {periodId !== null && can("EventsHotel") && (
          <AuditTrailSection entity="periodpricing" id={periodId} version={period} />
        )}
      </Stack>
      {nightsRoom && (
        <DailyAvailabilityDialog
          open
          roomType={roomTypeOf(nightsRoom.roomTypeId)?.type ?? ""}
          period={{ checkIn: value.checkIn, checkOut: value.checkOut }}
          availability={nightsRoom.availability ?? 0}
          overrides={nightsRoom.overrides}
          booked={(night) => bookedByRoom.get(`${nightsRoom.roomTypeId}:${night}`) ?? 0}
          disabled={readOnly}
          onApply={(overrides) => setRoom(nightsRoom.roomTypeId, { overrides })}
          onClose={() => setNightsOf(null)}
        />
      )}
      {guard.dialog}
    </>
  );
}
