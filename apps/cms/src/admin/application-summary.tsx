// "La candidatura in breve" (issue 38.3): a job application's coded answers as HR reads them on the
// careers form: sector, site, areas, licence, means of transport… by the Italian labels of the
// careers configuration (the same option list the seed gives the form: src/seed/data/site.ts), the
// position's title (a link to the position) instead of its document id, and the languages as a list instead of the raw
// JSON (which the edit view no longer shows: src/bootstrap/application-view.ts).
import * as React from 'react';
import { Box, Flex, Link, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { CAREERS } from '../seed/data/site';
import { APPLICATION_UID } from './cv-download';

type Data = Record<string, unknown>;
type PanelProps = { model: string; documentId?: string; document?: Data };

export const POSITION_UID = 'api::job-position.job-position';

/** The Italian label of a careers option, the code itself when the list does not know it. */
export function optionLabel(group: string, code: unknown): string {
  if (code === null || code === undefined || code === '') return '—';
  const found = CAREERS.options.find((o) => o.group === group && o.code === String(code));
  return found ? found.label.it : String(code);
}

/** Every Italian label of the careers options that are enumerations in the CMS, keyed by code (admin translations). */
export function enumerationLabels(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of CAREERS.options) if (o.group === 'sector' || o.group === 'site') out[o.code] = o.label.it;
  return out;
}

type Languages = {
  italian_spoken?: string;
  italian_written?: string;
  english_spoken?: string;
  english_written?: string;
  other?: { language?: string; spoken?: string; written?: string }[];
};

/** The languages answer as lines: «Inglese — parlato: Intermedio (B1-B2), scritto: Base (A1-A2)». */
export function languageLines(value: unknown): string[] {
  const languages = (value && typeof value === 'object' ? value : {}) as Languages;
  const line = (name: string, spoken?: string, written?: string) =>
    spoken || written ? [`${name} — parlato: ${optionLabel('language_level', spoken)}, scritto: ${optionLabel('language_level', written)}`] : [];
  return [
    ...line(optionLabel('language', 'italian'), languages.italian_spoken, languages.italian_written),
    ...line(optionLabel('language', 'english'), languages.english_spoken, languages.english_written),
    ...(Array.isArray(languages.other) ? languages.other : []).flatMap((o) => line(optionLabel('language', o?.language), o?.spoken, o?.written)),
  ];
}

function usePositionTitle(documentId: unknown): string | null {
  const { get } = useFetchClient();
  const [title, setTitle] = React.useState<string | null>(null);
  React.useEffect(() => {
    setTitle(null);
    if (typeof documentId !== 'string' || !documentId) return;
    let live = true;
    get<{ data?: { title?: string } }>(`/content-manager/collection-types/${POSITION_UID}/${encodeURIComponent(documentId)}?locale=it`)
      .then((answer) => live && setTitle(answer.data?.data?.title ?? null))
      .catch(() => live && setTitle(null));
    return () => {
      live = false;
    };
  }, [documentId, get]);
  return title;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box tag="div">
      <Typography tag="dt" variant="sigma" textColor="neutral600">
        {label}
      </Typography>
      <Typography tag="dd" variant="omega" textColor="neutral800">
        {children}
      </Typography>
    </Box>
  );
}

function Summary({ doc }: { doc: Data }) {
  const position = usePositionTitle(doc.opened_position);
  const languages = languageLines(doc.languages);
  return (
    <Flex tag="dl" direction="column" alignItems="stretch" gap={2} width="100%" data-testid="brina-application-summary">
      <Row label="Posizione">
        {!doc.opened_position ? (
          'Candidatura spontanea'
        ) : position ? (
          <Link href={`/admin/content-manager/collection-types/${POSITION_UID}/${encodeURIComponent(String(doc.opened_position))}?plugins[i18n][locale]=it`}>
            {position}
          </Link>
        ) : (
          'posizione non più presente'
        )}
      </Row>
      <Row label="Settore">{optionLabel('sector', doc.sector)}</Row>
      <Row label="Sede">{optionLabel('site', doc.site)}</Row>
      <Row label="Area preferita">{optionLabel('working_area', doc.preferred_working_area)}</Row>
      {doc.working_area ? <Row label="Altre aree">{String(doc.working_area)}</Row> : null}
      <Row label="Patente">{optionLabel('driving_license', doc.driving_license)}</Row>
      <Row label="Mezzo di trasporto">{optionLabel('vehicle', doc.vehicle)}</Row>
      <Row label="Categorie protette">{optionLabel('protected_category', doc.protected_categories)}</Row>
      <Row label="Situazione attuale">{optionLabel('current_employment', doc.current_employment)}</Row>
      <Row label="Genere">{optionLabel('gender', doc.gender)}</Row>
      <Row label="Lingue">
        {languages.length ? (
          <Box tag="ul" paddingLeft={4} style={{ listStyle: 'disc' }}>
            {languages.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        ) : (
          'nessuna indicata'
        )}
      </Row>
    </Flex>
  );
}

export const ApplicationSummaryPanel = ({ model, document: doc }: PanelProps) => {
  if (model !== APPLICATION_UID || !doc) return null;
  return { title: 'La candidatura in breve', content: <Summary doc={doc} /> };
};
