// A CMS date as `<time dateTime>`, written out in the page's language.
import { getFormatter } from 'next-intl/server';

/** Date-only values (`2026-01-20`) are calendar days: formatted in UTC so no time zone shifts them. */
export async function FormattedDate({ value, className }: { value: string; className?: string }) {
  const format = await getFormatter();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return (
    <time dateTime={value} className={className}>
      {format.dateTime(date, { dateStyle: 'long', timeZone: dateOnly ? 'UTC' : 'Europe/Rome' })}
    </time>
  );
}
