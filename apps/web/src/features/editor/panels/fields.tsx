import { NumberInput, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { formatLength, type LengthUnit, parseLength } from '../model/lengths.ts';

interface NumberFieldProps {
  label: string;
  value: number | undefined;
  min?: number;
  max?: number;
  onCommit: (value: number) => void;
  disabled?: boolean;
  testId?: string;
}

/**
 * A number that changes the design when the person is done typing (Enter or leaving the field),
 * so one edit is one undo step; anything out of range goes back to the value. `value` undefined
 * shows a mixed selection.
 */
export function CommittedNumber({
  label,
  value,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  suffix,
  decimals,
  onCommit,
  disabled,
  testId,
}: NumberFieldProps & { suffix: string; decimals: number }) {
  const shown = (v: number | undefined) =>
    v === undefined ? '' : Math.round(v * 10 ** decimals) / 10 ** decimals;
  const [draft, setDraft] = useState<string | number>(shown(value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft follows the design's value only
  useEffect(() => setDraft(shown(value)), [value]);
  const commit = () => {
    const next = typeof draft === 'number' ? draft : Number.parseFloat(draft);
    if (Number.isFinite(next) && next >= min && next <= max && next !== value) onCommit(next);
    else setDraft(shown(value));
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
      decimalScale={decimals}
      suffix={suffix}
      placeholder="—"
      disabled={disabled}
      data-testid={testId}
    />
  );
}

/** A length in millimetres, to a tenth, committed on Enter or when the field is left. */
export const MillimetreField = ({ min = 1, max = 100_000, ...props }: NumberFieldProps) => (
  <CommittedNumber min={min} max={max} suffix=" mm" decimals={1} {...props} />
);

/** Enter commits a typed field and leaves it; Escape puts the shown value back. */
function commitOnEnter(commit: () => void, reset: () => void) {
  return (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      commit();
      e.currentTarget.blur();
    }
    if (e.key === 'Escape') reset();
  };
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
      onKeyDown={commitOnEnter(commit, () => setDraft(value))}
      disabled={disabled}
    />
  );
}

/**
 * A length shown and typed in the chosen unit (another unit may be typed with the number), in
 * millimetres to the design, committed on Enter or when the field is left; Escape or anything not
 * a length in range goes back to the value. `value` undefined shows a mixed selection.
 */
export function LengthField({
  label,
  value,
  unit,
  min = -1_000_000,
  max = 1_000_000,
  onCommit,
  disabled,
}: NumberFieldProps & { unit: LengthUnit }) {
  const shown = value === undefined ? '' : formatLength(value, unit);
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const commit = () => {
    const next = parseLength(draft, unit);
    if (
      next !== undefined &&
      next >= min &&
      next <= max &&
      (value === undefined || Math.abs(next - value) > 0.05)
    )
      onCommit(next);
    else setDraft(shown);
  };
  return (
    <TextInput
      size="xs"
      label={label}
      value={draft}
      placeholder="—"
      inputMode="decimal"
      rightSection={unit}
      rightSectionWidth={30}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={commitOnEnter(commit, () => setDraft(shown))}
      disabled={disabled}
    />
  );
}
