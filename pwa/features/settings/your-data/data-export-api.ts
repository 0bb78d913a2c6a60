// Settings > Your data's archives: the member's exports (asked again every few seconds while one is being
// built) and starting one. Never kept in the offline cache: their download links are short-lived and of no use
// offline, and a link is not left in the browser's storage.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DATA_EXPORT_POLL_MS, dataExportApiPaths as paths } from '#shared/routes-data-export.ts';
import type { DataExportsResponse, DataExportStarted } from '#shared/schemas/data-export.ts';
import { apiRequest, getJson } from '#pwa/lib/api-client.ts';
import { withProof } from '#pwa/lib/proof.ts';

export const dataExportKeys = { all: ['data-exports'] as const };

export const useDataExports = () =>
  useQuery({
    queryKey: dataExportKeys.all,
    queryFn: () => getJson<DataExportsResponse>(paths.list),
    meta: { persist: false },
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.status === 'building') ? DATA_EXPORT_POLL_MS : false,
  });

export const useStartDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withProof(() => apiRequest<DataExportStarted>('POST', paths.list, {})),
    onSuccess: (started) =>
      queryClient.setQueryData<DataExportsResponse>(dataExportKeys.all, (old) => ({
        exports: [started.export, ...(old?.exports ?? []).filter((e) => e.id !== started.export.id)],
      })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.all }),
  });
};
