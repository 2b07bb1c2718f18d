"use client";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PhoneInput } from "@/components/common/PhoneInput";
import { apiSave } from "@/lib/client/api-client";
import type { CustomerDto } from "@/lib/customers/schemas";
import { DEFAULT_PHONE_PREFIX } from "@/lib/phone-prefixes";

const EMPTY = {
  lastName: "",
  firstName: "",
  email: "",
  phonePrefix: DEFAULT_PHONE_PREFIX,
  phone: "",
  isFake: false,
};

/**
 * A new customer typed at the desk without leaving the reservation: the essential fields only
 * (the full record is completed later in /customers). The server checks them as for any customer.
 */
export function NewCustomerDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (customer: CustomerDto) => void;
}) {
  const t = useTranslations("reservations.newCustomer");
  const tc = useTranslations("common");
  const queryClient = useQueryClient();
  const [value, setValue] = useState(EMPTY);

  async function create() {
    const saved = await apiSave<CustomerDto>("POST", "/customers", {
      body: {
        id: null,
        lastName: value.lastName,
        firstName: value.firstName,
        email: value.email.trim() || null,
        phonePrefix: value.phonePrefix,
        phone: value.phone.trim() || null,
        isFake: value.isFake,
      },
    });
    if (!saved) return;
    void queryClient.invalidateQueries({ queryKey: ["customers"] });
    onCreated(saved);
    setValue(EMPTY);
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="new-customer-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-customer-title">{t("title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t("lastName")}
            name="lastName"
            required
            value={value.lastName}
            onChange={(e) => setValue({ ...value, lastName: e.target.value })}
          />
          <TextField
            label={t("firstName")}
            name="firstName"
            required
            value={value.firstName}
            onChange={(e) => setValue({ ...value, firstName: e.target.value })}
          />
          <TextField
            label={t("email")}
            name="email"
            type="email"
            value={value.email}
            onChange={(e) => setValue({ ...value, email: e.target.value })}
          />
          <PhoneInput
            label={t("phone")}
            prefix={value.phonePrefix}
            phone={value.phone}
            onChange={(next) => setValue({ ...value, ...next })}
          />
          <FormControlLabel
            control={
              <Switch
                checked={value.isFake}
                onChange={(e) => setValue({ ...value, isFake: e.target.checked })}
              />
            }
            label={t("isFake")}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose}>
          {tc("cancel")}
        </Button>
        <Button onClick={() => void create()}>{t("save")}</Button>
      </DialogActions>
    </Dialog>
  );
}
