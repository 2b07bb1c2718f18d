"use client";
import { cell, formGrid } from "@/components/common/form-grid";
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Paper,
  Rating,
  Stack,
  Switch,
  Typography,
} from "@mui/material";
import { TextField } from "@/components/common/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { AuditTrailSection } from "@/components/audit/AuditTrailSection";
import { EditorActions } from "@/components/common/EditorActions";
import { FormSection } from "@/components/common/FormSection";
import { useAuth } from "@/components/auth/AuthProvider";
import { AttachmentsSection } from "@/components/documents/AttachmentsSection";
import { LoadingFields } from "@/components/common/LoadingFields";
import { PageHeader } from "@/components/common/PageHeader";
import { useHydrated } from "@/components/common/useHydrated";
import { deferred } from "@/components/common/deferred";
import { useEditorState } from "@/components/common/useEditorState";
import { useUnsavedChangesGuard } from "@/components/common/useUnsavedChangesGuard";
import { PersonFields } from "@/components/profiles/PersonFields";
import { fullNameLastFirst } from "@/components/profiles/format";
import { apiSave } from "@/lib/client/api-client";
import { feedback } from "@/lib/client/feedback-store";
import type { CustomerDto } from "@/lib/customers/schemas";
import { customerQuery } from "./customer-query";
import {
  applyHealthPass,
  customerFormValue,
  customerSaveBody,
  type CustomerFormValue,
} from "./customer-form";
import { CustomerStatisticsPanel } from "./CustomerStatisticsPanel";
import { fromPageRead } from "@/lib/client/page-read";

/**
 * Below the first screen at both tablet sizes, drawn in the browser anyway: fetched when the page
 * is idle, outside its first load.
 */
const CustomerQrCode = deferred(() => import("./CustomerQrCode").then((module) => module.CustomerQrCode), {
  when: "idle",
});

/** Below the first screen: fetched when the page is idle, outside its first load. */
const CustomerReservations = deferred(
  () =>
    import("@/components/reservations/list/CustomerReservations").then(
      (module) => module.CustomerReservations,
    ),
  { when: "idle" },
);

/** The camera's QR reader: fetched when the page is idle or at its first opening. */
const QrReaderDialog = deferred(
  () => import("@/components/common/QrReaderDialog").then((module) => module.QrReaderDialog),
  { when: "open" },
);

/**
 * /customers/create and /customers/edit/{id}. The edit page is rendered by the server with the
 * customer in it (`initial`, read with the page) when it knows who signed in; its fields
 * are greyed out until the page's code runs (LoadingFields), as they are while the customer loads.
 */
export function CustomerEditor({
  customerId,
  initial,
}: {
  customerId: number | null;
  /** The customer read with the page, and when (ms since the epoch, the server's clock). */
  initial?: { data: CustomerDto; readAt: number };
}) {
  const t = useTranslations("customers");
  const tc = useTranslations("common");
  const router = useRouter();
  const queryClient = useQueryClient();
  const { can } = useAuth();
  const customer = useQuery({
    ...customerQuery(customerId ?? 0),
    enabled: customerId !== null,
    // A screen prefetched by the list comes with a copy up to 5 minutes old (next.config.ts
    // `staleTimes`): older than the query's staleTime, it is fetched again at once.
    ...fromPageRead(initial),
  });
  // The form starts with the customer when it is at hand (read with the page, or in the query
  // cache after the list): no second render of the whole form to fill it.
  const editor = useEditorState<CustomerFormValue>(customerFormValue(customer.data ?? null), {
    loaded: customer.data !== undefined,
  });
  const { value, setValue, reset } = editor;
  const [scanning, setScanning] = useState(false);

  // The record the form was last filled from; a fresher one fills it again.
  const filledFrom = useRef(customer.data);
  useEffect(() => {
    if (!customer.data || customer.data === filledFrom.current) return;
    filledFrom.current = customer.data;
    reset(customerFormValue(customer.data));
  }, [customer.data, reset]);

  function refreshLists() {
    void queryClient.invalidateQueries({ queryKey: ["customers", "search"] });
    // The count is refreshed at once, so that the list's title is right when going back to it.
    void queryClient.invalidateQueries({ queryKey: ["customers", "count"], refetchType: "all" });
  }

  async function save(openSaved = true): Promise<boolean> {
    const saved = await apiSave<CustomerDto>("POST", "/customers", {
      body: customerSaveBody(customerId, value),
    });
    if (!saved) return false;
    reset(customerFormValue(saved));
    queryClient.setQueryData(["customers", saved.id], saved);
    refreshLists();
    if (customerId === null && openSaved) router.replace(`/customers/edit/${saved.id}`);
    return true;
  }

  async function remove() {
    if (customerId === null) return;
    if ((await apiSave("DELETE", `/customers/${customerId}`)) === undefined) return;
    reset(value);
    queryClient.removeQueries({ queryKey: ["customers", customerId] });
    refreshLists();
    router.push("/customers");
  }

  /** GP: a health pass fills first name, last name and birth date; anything else is an error. */
  async function fillFromHealthPass(text: string) {
    try {
      // The decoder (base45, zlib, CBOR) is loaded only when a pass is read.
      const { decodeHealthPass } = await import("@/lib/hc1/decode-health-pass");
      const person = decodeHealthPass(text);
      setValue((current) => applyHealthPass(current, person));
    } catch {
      feedback.showErrors([tc("qr.unreadable")]);
    }
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });
  const saved = customerId !== null ? customer.data : undefined;
  // An existing customer's fields stay disabled until its data is in them, and while a
  // copy older than the query's staleTime is fetched again at mount: the fresh one would overwrite
  // what was typed meanwhile.
  const refreshing = customer.isFetching && !customer.isFetchedAfterMount;
  const loading = customerId !== null && (!editor.loaded || refreshing);

  return (
    <>
      <PageHeader
        title={customerId === null ? t("createTitle") : t("editTitle")}
        actions={
          <EditorActions
            onSave={() => void save()}
            onDelete={customerId !== null ? () => void remove() : undefined}
            deleteQuestion={t("deleteConfirm")}
            backLabel={t("backToList")}
            onBack={() => guard.navigate("/customers")}
            loading={loading}
          >
            <HealthPassButton onClick={() => setScanning(true)} loading={loading} />
          </EditorActions>
        }
      />
      <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()}>
        <LoadingFields loading={loading}>
          <FormSection title={t("sections.personal")}>
            <PersonFields value={value} onChange={setValue} firstNameRequired />
          </FormSection>
        </LoadingFields>
        <LoadingFields loading={loading}>
          <FormSection title={t("sections.customer")}>
            <div className={formGrid()}>
              <div className={cell({ xs: 12, sm: 6 })}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={value.marketingPrivacy}
                      onChange={(e) => setValue({ ...value, marketingPrivacy: e.target.checked })}
                    />
                  }
                  label={t("fields.marketingPrivacy")}
                />
              </div>
              <div className={cell({ xs: 12, sm: 6 })}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={value.isFake}
                      onChange={(e) => setValue({ ...value, isFake: e.target.checked })}
                    />
                  }
                  label={t("fields.isFake")}
                />
              </div>
              <div className={cell(12)}>
                <RatingField value={value.rating} onChange={(rating) => setValue({ ...value, rating })} />
              </div>
              <div className={cell(12)}>
                <TextField
                  label={t("fields.notes")}
                  name="notes"
                  multiline
                  minRows={3}
                  value={value.notes}
                  onChange={(e) => setValue({ ...value, notes: e.target.value })}
                />
              </div>
            </div>
          </FormSection>
        </LoadingFields>
        {customerId !== null && (
          <div className={formGrid()}>
            <div className={cell({ xs: 12, md: 8 })}>
              <Paper sx={{ p: 2, height: "100%" }}>
                <Typography variant="h6" gutterBottom>
                  {t("sections.statistics")}
                </Typography>
                {saved ? (
                  <CustomerStatisticsPanel statistics={saved.statistics} />
                ) : (
                  // Its height while the customer loads: the sections below do not move.
                  <Box sx={{ height: 200, borderRadius: 1, bgcolor: "action.hover" }} />
                )}
              </Paper>
            </div>
            <div className={cell({ xs: 12, md: 4 })}>
              <Paper sx={{ p: 2, height: "100%" }}>
                <Typography variant="h6" gutterBottom>
                  {t("sections.qrCode")}
                </Typography>
                <CustomerQrSection customer={saved} />
              </Paper>
            </div>
          </div>
        )}
        {customerId !== null && can("Reservations") && <CustomerReservations customerId={customerId} />}
        {customerId !== null && <AttachmentsSection objectType="Customer" objectId={customerId} />}
        {customerId !== null && can("Customers") && (
          <AuditTrailSection entity="customer" id={customerId} version={customer.data} />
        )}
      </Stack>
      <QrReaderDialog
        open={scanning}
        onClose={() => setScanning(false)}
        onResult={(text) => void fillFromHealthPass(text)}
      />
      {guard.dialog}
    </>
  );
}

/** The QR code, or its place while the customer or the code's module loads (nothing moves). */
function CustomerQrSection({ customer }: { customer: CustomerDto | undefined }) {
  // Its own component: only it renders again when the module arrives, not the form.
  const place = <Box sx={{ height: 212, borderRadius: 1, bgcolor: "action.hover" }} />;
  return customer ? (
    <CustomerQrCode content={customer.qrCode} name={fullNameLastFirst(customer)} fallback={place} />
  ) : (
    place
  );
}

/** "GP": its own component, so that only it renders again when the page's code has run. */
function HealthPassButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  const t = useTranslations("customers");
  const hydrated = useHydrated();
  return (
    <Button variant="outlined" title={t("healthPassHint")} onClick={onClick} disabled={loading || !hydrated}>
      {t("healthPass")}
    </Button>
  );
}

/** 1-5 stars; 0 and "no rating" through their own buttons, since stars cannot show them apart. */
function RatingField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (rating: number | null) => void;
}) {
  const t = useTranslations("customers");
  return (
    <Box>
      <Typography component="legend" variant="body2" color="textSecondary" id="rating-label">
        {t("fields.rating")}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Rating
          name="rating"
          value={value ?? 0}
          max={5}
          onChange={(_event, rating) => onChange(rating)}
          getLabelText={(stars) => t("rating.star", { value: stars })}
          aria-labelledby="rating-label"
        />
        <Typography variant="body2" data-testid="rating-value">
          {value === null ? t("rating.none") : t("rating.value", { value })}
        </Typography>
        <Button size="small" variant="text" onClick={() => onChange(0)} disabled={value === 0}>
          {t("rating.setZero")}
        </Button>
        <Button size="small" variant="text" onClick={() => onChange(null)} disabled={value === null}>
          {t("rating.clear")}
        </Button>
      </Stack>
    </Box>
  );
}
