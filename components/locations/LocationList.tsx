"use client";
import { Button } from "@mui/material";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { ListCountTitle } from "@/components/common/ListCountTitle";
import { PageHeader } from "@/components/common/PageHeader";
import { SearchBox } from "@/components/common/SearchBox";
import { formatPhone } from "@/components/profiles/format";
import { api } from "@/lib/client/api-client";
import { useListState } from "@/lib/client/list-state";
import type { LocationListItem } from "@/lib/locations/schemas";

export function LocationList() {
  const t = useTranslations("locations");
  const router = useRouter();
  const [search, setSearch] = useListState("locations", "", ["/locations/edit/", "/locations/create"]);
  const count = useQuery({
    queryKey: ["locations", "count", search],
    queryFn: ({ signal }) => api.get<number>("/locations/count", { query: { search }, signal }),
    // The title keeps the last count while the next search's arrives.
    placeholderData: keepPreviousData,
  });
  // Every hotel, for "Hotels (1 di 40)" while searching (the same query as `count` without a search).
  const total = useQuery({
    queryKey: ["locations", "count", ""],
    queryFn: ({ signal }) => api.get<number>("/locations/count", { query: { search: "" }, signal }),
  });
  const columns: ListColumn<LocationListItem>[] = [
    { key: "name", label: t("columns.name"), width: "2fr", render: (row) => row.name },
    { key: "email", label: t("columns.email"), render: (row) => row.email ?? "", hideOnMobile: true },
    { key: "phone", label: t("columns.phone"), render: (row) => formatPhone(row), hideOnMobile: true },
    { key: "city", label: t("columns.city"), render: (row) => row.city ?? "" },
    { key: "type", label: t("columns.type"), render: (row) => t(`types.${row.type}`) },
  ];
  return (
    <>
      <PageHeader
        title={
          <ListCountTitle
            title={t("listTitle")}
            matching={count.data}
            total={total.data}
            filtered={search.trim() !== ""}
          />
        }
        actions={
          <>
            <Button component={Link} href="/locations/create">
              {t("create")}
            </Button>
            <Button component={Link} href="/locations/groups" variant="outlined">
              {t("groups")}
            </Button>
          </>
        }
      />
      <SearchBox label={t("searchLabel")} value={search} onChange={setSearch} />
      <div style={{ height: 16 }} />
      <InfiniteList
        queryKey={["locations", "search", search]}
        fetchPage={(pageNumber, signal) =>
          api.get<LocationListItem[]>("/locations/search", { query: { search, pageNumber }, signal })
        }
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => router.push(`/locations/edit/${row.id}`)}
      />
    </>
  );
}
