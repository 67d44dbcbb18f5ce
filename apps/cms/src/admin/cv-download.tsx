// The "Scarica il CV" panel of a job application's edit view (issue 38.2). The CV lives in private
// storage and has no URL: the button fetches it from the admin route
// /admin/brina/job-applications/:documentId/curriculum (src/utils/curriculum.ts, which records the
// download) with the signed-in user's session, and saves it under the name the server gives
// (`filename*`, any characters). Shown only to users who may read applications (HR, super admin);
// the route checks the same permission.
import * as React from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';

export const APPLICATION_UID = 'api::job-application.job-application';
const READ_APPLICATIONS = [{ action: 'plugin::content-manager.explorer.read', subject: APPLICATION_UID }];

type PanelProps = { model: string; documentId?: string; document?: Record<string, unknown> };

/** The file name from a Content-Disposition header: `filename*` (RFC 8187) first, then `filename`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed value: the plain name below
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(disposition ?? '');
  return plain?.[1] || fallback;
}

function sizeLabel(bytes: unknown): string | null {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n <= 0) return null;
  return n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

function CvDownloadButton({ documentId, name, size }: { documentId: string; name: string; size: string | null }) {
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = React.useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const response = await get<Blob>(`/admin/brina/job-applications/${encodeURIComponent(documentId)}/curriculum`, { responseType: 'blob' });
      const fileName = fileNameFrom(response.headers?.get('Content-Disposition') ?? null, name || 'curriculum');
      const url = URL.createObjectURL(response.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Let the browser start the download before the object URL goes.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toggleNotification({ type: 'danger', message: 'Il CV non si può scaricare: il file manca o non hai il permesso di leggerlo.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Button variant="secondary" startIcon={<Download />} onClick={download} loading={busy} fullWidth>
        Scarica il CV
      </Button>
      {name ? (
        <Typography variant="pi" textColor="neutral600">
          {size ? `${name} · ${size}` : name}
        </Typography>
      ) : null}
      <Box>
        <Typography variant="pi" textColor="neutral600">
          Ogni download resta registrato (chi e quando).
        </Typography>
      </Box>
    </Flex>
  );
}

export const CvDownloadPanel = ({ model, documentId, document: doc }: PanelProps) => {
  const { allowedActions, isLoading } = useRBAC(READ_APPLICATIONS);
  if (model !== APPLICATION_UID || !documentId || isLoading || !allowedActions.canRead) return null;
  if (!doc?.curriculum_file) return null;
  return {
    title: 'Curriculum',
    content: <CvDownloadButton documentId={documentId} name={String(doc.curriculum_name ?? '')} size={sizeLabel(doc.curriculum_size)} />,
  };
};
