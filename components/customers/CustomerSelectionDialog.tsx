"use client";
import CheckBoxIcon from "@mui/icons-material/CheckBox";
import CheckBoxOutlineBlankIcon from "@mui/icons-material/CheckBoxOutlineBlank";
import CloseIcon from "@mui/icons-material/Close";
import EditIcon from "@mui/icons-material/Edit";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  useMediaQuery,
  type Theme,
} from "@mui/material";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { SearchBox } from "@/components/common/SearchBox";
import { fullNameLastFirst } from "@/components/profiles/format";
import { PAGE_SIZE } from "@/lib/api/page-size";
import { api, apiSave } from "@/lib/client/api-client";
import type { CustomerDto, CustomerListItem } from "@/lib/customers/schemas";
import { customerFormValue, customerSaveBody, type CustomerFormValue } from "./customer-form";
import { useCustomerDetailsLine } from "./CustomerPickerText";
import { CustomerQuickFields } from "./CustomerQuickFields";
import { RatingStars } from "./RatingStars";

type View = "list" | "selected" | "edit" | "create";

function toListItem(customer: CustomerDto): CustomerListItem {
  const { id, firstName, lastName, email, phone, phonePrefix, city, birthDate, rating, isFake } = customer;
  return { id, firstName, lastName, email, phone, phonePrefix, city, birthDate, rating, isFake };
}

/**
 * SPEC.md's customer selection modal, in four views: the customer list with its search (a tap
 * selects, a second tap deselects), the selected list, editing a customer and creating one (a
 * created customer is selected at once, so a walk-in is registered in seconds). Confirm hands the
 * selection to the screen that opened it.
 */
export function CustomerSelectionDialog({
  open,
  title,
  onClose,
  onConfirm,
  onCustomerSaved,
}: {
  open: boolean;
  title?: string;
  onClose: () => void;
  onConfirm: (customers: CustomerListItem[]) => Promise<boolean>;
  /** A customer was created or edited (e.g. to refresh names shown behind the modal). */
  onCustomerSaved?: (customer: CustomerDto) => void;
}) {
  const t = useTranslations("customers.selection");
  const tc = useTranslations("common");
  const tCustomers = useTranslations("customers");
  const detailsLine = useCustomerDetailsLine();
  const { can } = useAuth();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const [view, setView] = useState<View>("list");
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<CustomerListItem[]>([]);
  const [form, setForm] = useState<{ id: number | null; value: CustomerFormValue }>({
    id: null,
    value: customerFormValue(null),
  });

  const customers = useInfiniteQuery({
    queryKey: ["customers", "search", search, "selection"],
    queryFn: ({ pageParam, signal }) =>
      api.get<CustomerListItem[]>("/customers/search", { query: { search, pageNumber: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.length >= PAGE_SIZE ? all.length : undefined),
    enabled: open,
  });

  const isSelected = (id: number) => selected.some((c) => c.id === id);
  const toggle = (customer: CustomerListItem) =>
    setSelected((current) =>
      current.some((c) => c.id === customer.id)
        ? current.filter((c) => c.id !== customer.id)
        : [...current, customer],
    );

  function reset() {
    setView("list");
    setSearch("");
    setSelected([]);
  }

  function close() {
    reset();
    onClose();
  }

  async function openEditor(customer: CustomerListItem) {
    try {
      const full = await api.get<CustomerDto>(`/customers/${customer.id}`);
      setForm({ id: full.id, value: customerFormValue(full) });
      setView("edit");
    } catch {
      // The Attenzione modal already shows why.
    }
  }

  async function saveForm() {
    const saved = await apiSave<CustomerDto>("POST", "/customers", {
      body: customerSaveBody(form.id, form.value),
    });
    if (!saved) return;
    void queryClient.invalidateQueries({ queryKey: ["customers"] });
    const item = toListItem(saved);
    setSelected((current) =>
      form.id === null ? [...current, item] : current.map((c) => (c.id === item.id ? item : c)),
    );
    onCustomerSaved?.(saved);
    setView("list");
  }

  async function confirm() {
    if (await onConfirm(selected)) close();
  }

  const rows = customers.data?.pages.flat() ?? [];
  const editing = view === "edit" || view === "create";

  function customerText(customer: CustomerListItem) {
    return (
      <ListItemText
        primary={
          <>
            {fullNameLastFirst(customer)}
            {customer.isFake && (
              <Chip label={tCustomers("fake")} size="small" variant="outlined" sx={{ ml: 1 }} />
            )}
          </>
        }
        // The rating shows as stars beside the text.
        secondary={detailsLine(customer, { rating: false }) || undefined}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="customer-selection-title"
      data-testid="customer-selection"
    >
      <DialogTitle id="customer-selection-title">
        {view === "edit" ? t("editTitle") : view === "create" ? t("createTitle") : (title ?? t("title"))}
      </DialogTitle>
      {!editing && (
        <Stack direction="row" sx={{ px: 3, alignItems: "center", flexWrap: "wrap", gap: 1 }}>
          <Tabs value={view} onChange={(_, next: View) => setView(next)} sx={{ flexGrow: 1 }}>
            <Tab value="list" label={t("tabList")} />
            <Tab value="selected" label={t("tabSelected", { count: selected.length })} />
          </Tabs>
          <Button
            variant="outlined"
            startIcon={<PersonAddIcon />}
            onClick={() => {
              setForm({ id: null, value: customerFormValue(null) });
              setView("create");
            }}
          >
            {t("newCustomer")}
          </Button>
        </Stack>
      )}
      <DialogContent sx={{ minHeight: 360 }}>
        {view === "list" && (
          <>
            <Box sx={{ pt: 1 }}>
              <SearchBox label={tCustomers("searchLabel")} value={search} onChange={setSearch} />
            </Box>
            <List data-testid="selection-list">
              {rows.map((customer) => (
                <ListItem
                  key={customer.id}
                  disablePadding
                  data-testid="selection-row"
                  secondaryAction={
                    can("Customers") ? (
                      <IconButton
                        edge="end"
                        aria-label={t("edit", { name: fullNameLastFirst(customer) })}
                        onClick={() => void openEditor(customer)}
                      >
                        <EditIcon />
                      </IconButton>
                    ) : undefined
                  }
                >
                  {/* The row is the checkbox: a checkbox inside a button is a control in a control (axe). */}
                  <ListItemButton
                    role="checkbox"
                    aria-checked={isSelected(customer.id)}
                    aria-label={fullNameLastFirst(customer)}
                    onClick={() => toggle(customer)}
                    selected={isSelected(customer.id)}
                  >
                    <ListItemIcon>
                      {isSelected(customer.id) ? (
                        <CheckBoxIcon color="primary" />
                      ) : (
                        <CheckBoxOutlineBlankIcon />
                      )}
                    </ListItemIcon>
                    {customerText(customer)}
                    {!customer.isFake && <RatingStars rating={customer.rating} />}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {customers.isSuccess && rows.length === 0 && <Alert severity="info">{t("noResults")}</Alert>}
            {customers.hasNextPage && (
              <Button
                variant="text"
                onClick={() => void customers.fetchNextPage()}
                disabled={customers.isFetching}
              >
                {t("more")}
              </Button>
            )}
          </>
        )}
        {view === "selected" &&
          (selected.length === 0 ? (
            <Alert severity="info">{t("noneSelected")}</Alert>
          ) : (
            <List data-testid="selected-list">
              {selected.map((customer) => (
                <ListItem
                  key={customer.id}
                  data-testid="selected-row"
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t("remove", { name: fullNameLastFirst(customer) })}
                      onClick={() => toggle(customer)}
                    >
                      <CloseIcon />
                    </IconButton>
                  }
                >
                  {customerText(customer)}
                </ListItem>
              ))}
            </List>
          ))}
        {editing && (
          <CustomerQuickFields
            value={form.value}
            onChange={(value) => setForm({ ...form, value })}
            showRating
          />
        )}
      </DialogContent>
      <DialogActions>
        {editing ? (
          <>
            <Button variant="outlined" onClick={() => setView("list")}>
              {t("back")}
            </Button>
            <Button onClick={() => void saveForm()}>{t("save")}</Button>
          </>
        ) : (
          <>
            <Button variant="outlined" onClick={close}>
              {tc("cancel")}
            </Button>
            <Button onClick={() => void confirm()} disabled={selected.length === 0}>
              {t("confirm", { count: selected.length })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
