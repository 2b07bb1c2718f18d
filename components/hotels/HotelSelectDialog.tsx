"use client";
import CheckIcon from "@mui/icons-material/Check";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { SearchBox } from "@/components/common/SearchBox";
import { api } from "@/lib/client/api-client";

export type HotelRef = { id: number; name: string };
type HotelRow = HotelRef & { city: string | null };

/**
 * The "Seleziona hotel" modal: a searchable list of hotels. Choosing a hotel selects it;
 * choosing the selected one again deselects it (SPEC.md section 4).
 */
export function HotelSelectDialog({
  open,
  selected,
  onSelect,
  onClose,
}: {
  open: boolean;
  selected: HotelRef | null;
  onSelect: (hotel: HotelRef | null) => void;
  onClose: () => void;
}) {
  const t = useTranslations("hotels");
  const [search, setSearch] = useState("");
  const columns: ListColumn<HotelRow>[] = [
    {
      key: "selected",
      label: "",
      width: "24px",
      render: (row) => (row.id === selected?.id ? <CheckIcon color="success" fontSize="small" /> : null),
    },
    { key: "name", label: t("fields.hotel"), width: "2fr", render: (row) => row.name },
    { key: "city", label: t("fields.city"), render: (row) => row.city ?? "" },
  ];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="hotel-select-title">
      <DialogTitle id="hotel-select-title">{t("selectHotel")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SearchBox label={t("searchHotel")} value={search} onChange={setSearch} />
          {open && (
            <InfiniteList
              queryKey={["locations", "search", "picker", search]}
              fetchPage={(pageNumber, signal) =>
                api.get<HotelRow[]>("/locations/search", { query: { search, pageNumber }, signal })
              }
              columns={columns}
              rowKey={(row) => row.id}
              onRowClick={(row) => {
                onSelect(row.id === selected?.id ? null : { id: row.id, name: row.name });
                onClose();
              }}
              testId="hotel-list"
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose}>
          {t("close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
