import { NumberInput, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A length in millimetres that changes the design when the person is done typing (Enter or
 * leaving the field), so one edit is one undo step. `value` undefined shows a mixed selection.
 */
export function MillimetreField({
  label,
  value,
  min = 1,
  max = 100_000,
  onCommit,
  disabled,
  testId,
}: {
  label: string;
  value: number | undefined;
  min?: number;
  max?: number;
  onCommit: (value: number) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const [draft, setDraft] = useState<string | number>(value === undefined ? '' : Math.round(value * 10) / 10);
  useEffect(() => setDraft(value === undefined ? '' : Math.round(value * 10) / 10), [value]);
  const commit = () => {
    const next = typeof draft === 'number' ? draft : Number.parseFloat(draft);
    if (Number.isFinite(next) && next >= min && next <= max && next !== value) onCommit(next);
    else setDraft(value === undefined ? '' : Math.round(value * 10) / 10);
  };
  return (
    <NumberInput
      size="xs"
      label={label}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          commit();
          e.currentTarget.blur();
        }
      }}
      min={min}
      max={max}
      allowNegative={false}
      decimalScale={1}
      suffix=" mm"
      placeholder="—"
      disabled={disabled}
      data-testid={testId}
    />
  );
}

/** A text that changes the design on Enter or when the field is left. */
export function CommittedText({
  label,
  value,
  onCommit,
  disabled,
  placeholder,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    const next = draft.trim().slice(0, 200);
    if (next !== value) onCommit(next);
  };
  return (
    <TextInput
      size="xs"
      label={label}
      value={draft}
      placeholder={placeholder}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          commit();
          e.currentTarget.blur();
        }
        if (e.key === 'Escape') setDraft(value);
      }}
      disabled={disabled}
    />
  );
}
