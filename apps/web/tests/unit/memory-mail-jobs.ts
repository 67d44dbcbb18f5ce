// The CMS's mail job rules (apps/cms submission controller) in memory, with a clock the test moves:
// a claim succeeds only on a job that is unsent and free (no lease, or one that ran out); progress,
// done and release only with the token that holds the job. The CMS HTTP tests check the real ones.
import type { MailJob, MailJobStore } from '@/lib/cms/forms';
import type { StoredSubmission } from '@/lib/server/submissions';

type Row = { submission: StoredSubmission; sent: boolean; partsSent: number; token: string | null; leaseUntil: number };

export function memoryMailJobs(submissions: StoredSubmission[], { leaseMs = 300_000, now = () => Date.now() } = {}) {
  const rows = submissions.map((submission): Row => ({ submission, sent: false, partsSent: 0, token: null, leaseUntil: 0 }));
  let tokens = 0;
  const free = (row: Row) => !row.sent && (row.token === null || row.leaseUntil < now());
  const holder = (job: MailJob) => {
    const row = rows.find((r) => r.submission.documentId === job.documentId && r.token === job.token && !r.sent);
    if (!row) throw new Error(`409: ${job.documentId} is not held by ${job.token}`);
    return row;
  };
  const claimRow = (row: Row): MailJob => {
    tokens += 1;
    row.token = `token-${tokens}`;
    row.leaseUntil = now() + leaseMs;
    return { ...row.submission, token: row.token, partsSent: row.partsSent, leaseUntil: row.leaseUntil };
  };
  const store: MailJobStore = {
    async claim(one) {
      const candidates = rows.filter((r) => free(r) && (!one || r.submission.documentId === one.documentId));
      return candidates.map(claimRow);
    },
    async progress(job, partsSent) {
      holder(job).partsSent = partsSent;
    },
    async done(job) {
      const row = holder(job);
      row.sent = true;
      row.token = null;
    },
    async release(job) {
      holder(job).token = null;
    },
  };
  return { store, rows };
}
