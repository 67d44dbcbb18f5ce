// What a job application's mails show: the options' labels and the position's title, read from
// the CMS's careers configuration (the stored record keeps the codes). Used for every send of an
// application's mails, the first and the retried ones alike.
import 'server-only';
import { getCareersConfiguration, listJobPositions } from '../cms/careers';
import { swallow } from '../cms/client';
import { readableApplication } from './careers-application';
import type { StoredSubmission } from './submissions';

export async function readableJobApplication(submission: StoredSubmission): Promise<StoredSubmission> {
  const [config, positions] = await Promise.all([
    swallow('careers mail labels', () => getCareersConfiguration('it'), null),
    swallow('careers mail positions', () => listJobPositions(), []),
  ]);
  const title = positions.find((p) => p.id === submission.record.opened_position)?.title;
  return { ...submission, record: readableApplication(submission.record, config?.groups ?? {}, title) };
}
