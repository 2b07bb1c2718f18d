"use client";
import { Button, Chip, InputAdornment, Stack } from "@mui/material";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { ListCountTitle } from "@/components/common/ListCountTitle";
import { LoadingFields } from "@/components/common/LoadingFields";
import { PageHeader } from "@/components/common/PageHeader";
import { CustomerQrButton } from "@/components/common/CustomerQrButton";
import { SearchBox } from "@/components/common/SearchBox";
import { formatPhone, fullNameLastFirst } from "@/components/profiles/format";
import { DownloadButton } from "@/components/common/DownloadButton";
import type { PageRead } from "@/lib/api/page-data";
import { api, apiDownload } from "@/lib/client/api-client";
import { useListState } from "@/lib/client/list-state";
import type { CustomerListItem } from "@/lib/customers/schemas";
import { customerQuery } from "./customer-query";
import { RatingStars } from "./RatingStars";
import { fromPageRead } from "@/lib/client/page-read";

/** `initialCount`, `initialPage`: the page's reads on the server (no search typed). */
export function CustomerList({
  initialCount,
  initialPage,
}: {
  initialCount?: PageRead<number>;
  initialPage?: PageRead<CustomerListItem[]>;
}) {
  const t = useTranslations("customers");
  const router = useRouter();
  const [search, setSearch] = useListState("customers", "", ["/customers/edit/", "/customers/create"]);
  const queryClient = useQueryClient();
  const total = useQuery({
    queryKey: ["customers", "count"],
    queryFn: ({ signal }) => api.get<number>("/customers/count", { signal }),
    ...fromPageRead(initialCount),
  });
  const searching = search.trim() !== "";
  // What the search finds, beside the total: "Clienti (1 di 190)".
  const matching = useQuery({
    queryKey: ["customers", "count", search],
    queryFn: ({ signal }) => api.get<number>("/customers/count", { query: { search }, signal }),
    enabled: searching,
    // The title keeps the last count while the next search's arrives.
    placeholderData: keepPreviousData,
  });

  const columns: ListColumn<CustomerListItem>[] = [
    {
      key: "name",
      width: "2fr",
      label: t("columns.name"),
      render: (row) => (
        <>
          {fullNameLastFirst(row)}
          {row.isFake && <Chip label={t("fake")} size="small" variant="outlined" sx={{ ml: 1 }} />}
        </>
      ),
    },
    { key: "email", label: t("columns.email"), render: (row) => row.email ?? "", hideOnMobile: true },
    { key: "phone", label: t("columns.phone"), render: (row) => formatPhone(row) },
    { key: "rating", label: t("columns.rating"), render: (row) => <RatingStars rating={row.rating} /> },
  ];
  return (
    <>
      <PageHeader
        title={
          <ListCountTitle
            title={t("listTitle")}
            matching={matching.data}
            total={total.data}
            filtered={searching}
          />
        }
        actions={
          <LoadingFields loading={false}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
              <Button component={Link} href="/customers/import" variant="outlined">
                {t("importAction")}
              </Button>
              <DownloadButton
                variant="outlined"
                onDownload={() =>
                  apiDownload("/customers/export", { query: { search }, fallbackName: "clienti.xlsx" })
                }
              >
                {t("exportAction")}
              </DownloadButton>
              <Button component={Link} href="/customers/create">
                {t("create")}
              </Button>
            </Stack>
          </LoadingFields>
        }
      />
      <LoadingFields loading={false}>
        <SearchBox
          label={t("searchLabel")}
          value={search}
          onChange={setSearch}
          endAdornment={
            <InputAdornment position="end">
              {/* A customer's own QR code opens that customer. */}
              <CustomerQrButton edge="end" onCustomer={(id) => router.push(`/customers/edit/${id}`)} />
            </InputAdornment>
          }
        />
      </LoadingFields>
      <div style={{ height: 16 }} />
      <InfiniteList
        queryKey={["customers", "search", search]}
        fetchPage={(pageNumber, signal) =>
          api.get<CustomerListItem[]>("/customers/search", { query: { search, pageNumber }, signal })
        }
        columns={columns}
        rowKey={(row) => row.id}
        rowHref={(row) => `/customers/edit/${row.id}`}
        prefetchRowData={(row) => void queryClient.prefetchQuery(customerQuery(row.id))}
        expectedRows={search ? undefined : total.data}
        rowHeight={{ compact: 66, table: 48 }}
        initialPage={search ? undefined : initialPage}
      />
    </>
  );
}
