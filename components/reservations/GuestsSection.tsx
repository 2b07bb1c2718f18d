"use client";
import DeleteIcon from "@mui/icons-material/Delete";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
} from "@mui/material";
import { AutocompleteTextField } from "@/components/common/AutocompleteTextField";
import { useQuery } from "@tanstack/react-query";
import { deferred } from "@/components/common/deferred";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { CustomerQrButton } from "@/components/common/CustomerQrButton";
import { CustomerPickerText } from "@/components/customers/CustomerPickerText";
import { SEARCH_DEBOUNCE_MS } from "@/components/common/SearchBox";
import { api } from "@/lib/client/api-client";
import { feedback } from "@/lib/client/feedback-store";
import type { CustomerDto, CustomerListItem } from "@/lib/customers/schemas";
import type { GuestValue } from "./reservation-form";

// Loaded when first opened: not in the editor's first load.
const NewCustomerDialog = deferred(
  () => import("./NewCustomerDialog").then((module) => module.NewCustomerDialog),
  { when: "open" },
);

const guestName = (guest: { firstName: string; lastName: string }) =>
  `${guest.lastName} ${guest.firstName}`.trim();

/** The guests of the reservation: search, QR scan or a new customer; agent-player flag each. */
export function GuestsSection({
  guests,
  capacity,
  disabled,
  onChange,
}: {
  guests: GuestValue[];
  capacity: number | null;
  disabled: boolean;
  onChange: (guests: GuestValue[]) => void;
}) {
  const t = useTranslations("reservations");
  const [input, setInput] = useState("");
  const [term, setTerm] = useState("");
  const [creating, setCreating] = useState(false);
  const [creatorLoaded, setCreatorLoaded] = useState(false);
  if (creating && !creatorLoaded) setCreatorLoaded(true);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const found = useQuery({
    queryKey: ["customers", "search", term, "reservation-guests"],
    queryFn: ({ signal }) =>
      api.get<CustomerListItem[]>("/customers/search", { query: { search: term, pageNumber: 0 }, signal }),
    enabled: term.length > 0,
  });

  function add(customer: Pick<CustomerListItem, "id" | "firstName" | "lastName" | "isFake">) {
    if (guests.some((guest) => guest.id === customer.id)) {
      feedback.showErrors([t("guests.alreadyAdded")]);
      return;
    }
    onChange([
      ...guests,
      {
        id: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        isFake: customer.isFake,
        isAgentPlayer: false,
      },
    ]);
  }

  /** A customer's own QR code adds that customer. */
  async function addScanned(id: number) {
    add(await api.get<CustomerDto>(`/customers/${id}`));
  }

  const options = term.length > 0 ? (found.data ?? []) : [];
  return (
    <Stack spacing={2}>
      {!disabled && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
          <Autocomplete<CustomerListItem>
            sx={{ flexGrow: 1, minWidth: 0 }}
            options={options}
            filterOptions={(all) => all}
            loading={found.isFetching}
            value={null}
            inputValue={input}
            onInputChange={(_event, next, reason) => {
              if (reason !== "reset") setInput(next);
            }}
            onChange={(_event, customer) => {
              if (customer) add(customer);
              setInput("");
              setTerm("");
            }}
            getOptionLabel={(customer) => guestName(customer)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={term ? undefined : t("guests.searchHint")}
            renderOption={({ key, ...props }, customer) => (
              // Two lines: namesakes differ by birth year, city, phone or rating.
              <li key={key} {...props} style={{ minHeight: 48 }} data-testid="customer-option">
                <CustomerPickerText customer={customer} />
              </li>
            )}
            renderInput={(params) => (
              <AutocompleteTextField
                {...params}
                label={t("guests.search")}
                slotProps={{ ...params.slotProps }}
              />
            )}
          />
          <Stack direction="row" spacing={1}>
            <CustomerQrButton onCustomer={addScanned} sx={{ minWidth: 48 }} />
            <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
              {t("guests.newCustomer")}
            </Button>
          </Stack>
        </Stack>
      )}
      {capacity !== null && guests.length > capacity && (
        <Alert severity="warning">{t("guests.overCapacity", { count: guests.length, capacity })}</Alert>
      )}
      {guests.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {t("guests.none")}
        </Alert>
      ) : (
        <List dense disablePadding data-testid="guest-list">
          {guests.map((guest, index) => (
            <ListItem
              key={guest.id}
              divider
              data-testid="guest-row"
              sx={{ flexWrap: "wrap", gap: 1, pr: 1 }}
              secondaryAction={undefined}
            >
              <ListItemText
                primary={`${index + 1}. ${guestName(guest)}`}
                sx={{ flexGrow: 1, minWidth: 160 }}
              />
              {guest.isFake ? (
                <Chip size="small" variant="outlined" label={t("guests.fake")} />
              ) : (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={guest.isAgentPlayer}
                      disabled={disabled}
                      onChange={(e) =>
                        onChange(
                          guests.map((other) =>
                            other.id === guest.id ? { ...other, isAgentPlayer: e.target.checked } : other,
                          ),
                        )
                      }
                    />
                  }
                  label={t("fields.isAgentPlayer")}
                />
              )}
              {!disabled && (
                <IconButton
                  aria-label={t("guests.remove", { name: guestName(guest) })}
                  onClick={() => onChange(guests.filter((other) => other.id !== guest.id))}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {creatorLoaded && (
        <NewCustomerDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(customer) => add(customer)}
        />
      )}
    </Stack>
  );
}
