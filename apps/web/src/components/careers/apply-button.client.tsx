'use client';
// "Candidati" on an open position, or the spontaneous application: starts the wizard below for it.
import { requestApply } from '@/lib/careers/apply-intent';

export function ApplyButton({
  positionId,
  label,
  accessibleLabel,
  variant = 'primary',
}: {
  positionId: string | null;
  label: string;
  accessibleLabel?: string;
  variant?: 'primary' | 'secondary';
}) {
  const style = variant === 'primary' ? 'bg-leaf text-white hover:bg-leaf-dark' : 'border-2 border-leaf bg-white text-leaf-dark hover:bg-frost';
  return (
    <button
      type="button"
      aria-label={accessibleLabel}
      aria-controls="candidatura"
      onClick={() => requestApply({ positionId })}
      className={`inline-flex items-center justify-center rounded-full px-5 py-2 font-semibold ${style}`}
      data-apply={positionId ?? 'spontaneous'}
    >
      {label}
    </button>
  );
}
