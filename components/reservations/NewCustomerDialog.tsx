"use client";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { customerFormValue, customerSaveBody } from "@/components/customers/customer-form";
import { CustomerQuickFields } from "@/components/customers/CustomerQuickFields";
import { apiSave } from "@/lib/client/api-client";
import type { CustomerDto } from "@/lib/customers/schemas";

const EMPTY = customerFormValue(null);

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
    const saved = await apiSave<CustomerDto>("POST", "/customers", { body: customerSaveBody(null, value) });
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
        <CustomerQuickFields value={value} onChange={setValue} />
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
