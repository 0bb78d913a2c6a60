// 'Download my data' in Settings > Your data: the button that starts an archive, its progress while it is
// built (the list is asked again every few seconds meanwhile), then the link that downloads it and until when.
import { formatInstant } from '#pwa/lib/format.ts';
import { Download, FileArchive } from 'lucide-react';
import { dataExportText as text } from '#shared/messages/data-export.ts';
import type { DataExport } from '#shared/schemas/data-export.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { ProgressBar } from '#pwa/components/ui/progress-bar.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useDataExports, useStartDataExport } from './data-export-api.ts';

const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1_000_000).toFixed(1)} MB`;

/** Where the newest archive stands, in words and a bar or a link. */
function LatestExport({ latest }: { latest: DataExport }) {
  if (latest.status === 'building')
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium">{text.building(latest.progress)}</p>
        <ProgressBar
          value={latest.progress}
          max={100}
          label={text.buildingLabel}
          valueText={text.building(latest.progress)}
        />
        <p className="text-xs text-muted-foreground">{text.buildingHint}</p>
      </div>
    );
  if (latest.status === 'ready' && latest.downloadUrl)
    return (
      <div className="grid gap-3 rounded-lg border border-border p-3 sm:flex sm:items-center sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <p className="flex items-center gap-2 text-sm font-medium">
            <FileArchive className="size-4 shrink-0 text-accent" aria-hidden />
            <span className="[overflow-wrap:anywhere]">{text.ready}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            {latest.fileName}
            {latest.sizeBytes !== null && ` · ${megabytes(latest.sizeBytes)}`}
            {' · '}
            {text.expires(formatInstant(latest.expiresAt!, { dateStyle: 'medium', timeStyle: 'short' }))}
          </p>
        </div>
        <a href={latest.downloadUrl} download={latest.fileName} className={buttonClass('primary', 'md', 'shrink-0')}>
          <Download className="size-4" aria-hidden /> {text.download}
        </a>
      </div>
    );
  if (latest.status === 'failed') return <ErrorAlert>{text.failed}</ErrorAlert>;
  return <p className="text-sm text-muted-foreground">{text.expired}</p>;
}

export function DataExportSection() {
  const exports = useDataExports();
  const start = useStartDataExport();
  const latest = exports.data?.exports[0];
  const building = latest?.status === 'building';
  const refused = start.error instanceof ApiRequestError ? start.error.serverMessage : undefined;
  return (
    <div className="grid gap-4" data-testid="data-export">
      <div className="grid gap-1">
        <h3 className="font-semibold">{text.title}</h3>
        <p className="text-sm text-muted-foreground">{text.intro}</p>
      </div>
      <div aria-live="polite" className="grid gap-3">
        {exports.isError && !exports.data && <ErrorAlert>{text.loadFailed}</ErrorAlert>}
        {exports.isPending && <Spinner />}
        {latest && <LatestExport latest={latest} />}
        {start.isError && <ErrorAlert>{refused ?? text.failed}</ErrorAlert>}
      </div>
      {!building && !exports.isPending && (
        <OnlineButton
          variant={latest?.status === 'ready' ? 'outline' : 'primary'}
          className="justify-self-start"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          {start.isPending ? text.starting : latest ? text.again : text.start}
        </OnlineButton>
      )}
    </div>
  );
}
