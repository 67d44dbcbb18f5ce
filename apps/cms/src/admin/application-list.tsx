// The job applications' list as HR reads it (issue 38.3): the coded columns (sector, site, preferred
// area, status) show the careers form's Italian labels, and the position its title, linked to the
// position, instead of a document id. Strapi's list view lets the admin replace a column's cell
// (the `inject-column-in-table` hook's `cellFormatter`); every other list is left as it is.
import * as React from 'react';
import { Link, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { POSITION_UID, optionLabel } from './application-summary';
import { APPLICATION_UID } from './cv-download';
import { STATUSES } from './translations/it';

export const LIST_HOOK = 'Admin/CM/pages/ListView/inject-column-in-table';

type Row = Record<string, unknown>;
type Header = { name: string; cellFormatter?: (row: Row) => React.ReactNode } & Record<string, unknown>;
type Payload = { displayedHeaders: Header[]; layout: unknown };

const CODED: Record<string, (value: unknown) => string> = {
  sector: (value) => optionLabel('sector', value),
  site: (value) => optionLabel('site', value),
  preferred_working_area: (value) => optionLabel('working_area', value),
  handling_status: (value) => (value ? (STATUSES[String(value)] ?? String(value)) : '—'),
};

/** The positions' titles by document id: one request for the whole list, shared by its rows. */
let titles: Promise<Map<string, string>> | null = null;

type Get = ReturnType<typeof useFetchClient>['get'];

function positionTitles(get: Get): Promise<Map<string, string>> {
  titles ??= get<{ results?: { documentId?: string; title?: string }[] }>(`/content-manager/collection-types/${POSITION_UID}?page=1&pageSize=100&locale=it`)
    .then((answer) => new Map((answer.data?.results ?? []).map((p) => [String(p.documentId), String(p.title ?? '')] as const)))
    .catch((error: unknown) => {
      // The cells say «posizione non più presente»; the next list asks again.
      console.warn('Elenco candidature: titoli delle posizioni non letti', error);
      titles = null;
      return new Map<string, string>();
    });
  return titles;
}

export function PositionCell({ documentId }: { documentId: unknown }) {
  const { get } = useFetchClient();
  const [title, setTitle] = React.useState<string | null | undefined>(undefined);
  React.useEffect(() => {
    if (typeof documentId !== 'string' || !documentId) return;
    let live = true;
    positionTitles(get).then((found) => live && setTitle(found.get(documentId) ?? null));
    return () => {
      live = false;
    };
  }, [documentId, get]);
  if (typeof documentId !== 'string' || !documentId) return <Typography textColor="neutral600">Candidatura spontanea</Typography>;
  if (title === undefined) return <Typography textColor="neutral600">…</Typography>;
  if (title === null) return <Typography textColor="neutral600">posizione non più presente</Typography>;
  return (
    <Link
      href={`/admin/content-manager/collection-types/${POSITION_UID}/${encodeURIComponent(documentId)}?plugins[i18n][locale]=it`}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {title}
    </Link>
  );
}

/**
 * The hook: on the job applications' list only, the coded columns' cells read as HR's words. (Strapi
 * calls a waterfall hook with more arguments than the payload: this one reads only the first.)
 */
export function applicationColumns(payload: Payload): Payload {
  if (!window.location.pathname.includes(APPLICATION_UID)) return payload;
  const displayedHeaders = payload.displayedHeaders.map((header): Header => {
    if (header.name === 'opened_position') return { ...header, cellFormatter: (row) => <PositionCell documentId={row.opened_position} /> };
    const label = CODED[header.name];
    return label ? { ...header, cellFormatter: (row) => <Typography textColor="neutral800">{label(row[header.name])}</Typography> } : header;
  });
  return { ...payload, displayedHeaders };
}
