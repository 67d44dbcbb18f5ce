// A refused publication stays on screen until the editor closes it (issue 38.5). Strapi shows the
// server's refusal (src/publishing/publish-guard.ts) in a notice that goes after a few seconds and
// marks the fields the refusal's details name; this side panel of the edit view, right under the
// Publish button, keeps the reasons as a list, each naming the field by its Italian label, until
// "Chiudi" or a later publication that succeeds.
//
// How the panel learns of a refusal: watchPublishRefusals() wraps the admin's fetch once, at start,
// and re-announces every answer of the content manager's publish action as a window event; the
// answer itself reaches Strapi untouched.
import * as React from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';

const EVENT = 'brina:publish-answer';
const PUBLISH = /\/content-manager\/(?:collection|single)-types\/([^/?]+)(?:\/([^/?]+))?\/actions\/publish(?:\?|$)/;

type Refusal = { model: string; documentId?: string; message: string; reasons: string[] };
type Detail = { model: string; documentId?: string; ok: boolean; error?: { name?: string; message?: string; details?: { errors?: { message?: string }[] } } };
type PanelProps = { model: string; documentId?: string };

/** Wraps window.fetch once: every publish answer is also announced as a `brina:publish-answer` event. */
export function watchPublishRefusals() {
  const original = window.fetch;
  if ((original as { brina?: boolean }).brina) return;
  const watched = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const match = PUBLISH.exec(url);
    if (match) {
      const model = decodeURIComponent(match[1]);
      const documentId = match[2] ? decodeURIComponent(match[2]) : undefined;
      response
        .clone()
        .json()
        .catch(() => ({}))
        .then((body: { error?: Detail['error'] }) => {
          window.dispatchEvent(new CustomEvent<Detail>(EVENT, { detail: { model, documentId, ok: response.ok, error: body?.error } }));
        });
    }
    return response;
  };
  (watched as { brina?: boolean }).brina = true;
  window.fetch = watched as typeof window.fetch;
}

function RefusalNotice({ refusal, onClose }: { refusal: Refusal; onClose: () => void }) {
  return (
    <Box role="alert" data-testid="brina-publish-refusal" background="danger100" borderColor="danger200" hasRadius padding={3} width="100%">
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Typography fontWeight="bold" textColor="danger700">
          Non pubblicato: {refusal.reasons.length === 1 ? 'un problema' : `${refusal.reasons.length} problemi`}
        </Typography>
        <Box tag="ul" paddingLeft={4} style={{ listStyle: 'disc' }}>
          {refusal.reasons.map((reason) => (
            <Typography key={reason} tag="li" variant="omega" textColor="neutral800">
              {reason}
            </Typography>
          ))}
        </Box>
        <Button variant="tertiary" size="S" onClick={onClose}>
          Chiudi
        </Button>
      </Flex>
    </Box>
  );
}

function useRefusal(model: string, documentId: string | undefined) {
  const [refusal, setRefusal] = React.useState<Refusal | null>(null);
  React.useEffect(() => {
    setRefusal(null);
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<Detail>).detail;
      if (detail.model !== model || (detail.documentId && documentId && detail.documentId !== documentId)) return;
      if (detail.ok) return setRefusal(null);
      const error = detail.error;
      if (error?.name !== 'ValidationError' || !error.message?.startsWith('Non pubblicato')) return;
      const reasons = (error.details?.errors ?? []).map((e) => e.message ?? '').filter(Boolean);
      setRefusal({ model, documentId, message: error.message, reasons: reasons.length ? reasons : [error.message] });
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [model, documentId]);
  return [refusal, () => setRefusal(null)] as const;
}

export const PublishRefusalPanel = ({ model, documentId }: PanelProps) => {
  const [refusal, close] = useRefusal(model, documentId);
  if (!refusal) return null;
  return { title: 'Pubblicazione rifiutata', content: <RefusalNotice refusal={refusal} onClose={close} /> };
};
