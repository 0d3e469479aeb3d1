import type { ExtraParam } from '@portal/api/catalogue';

/**
 * The extra parameters of a card activation (spec 02 §3 "Extra parameters", §7 card activation data). The holder
 * proves they hold the card (its last four digits) and confirms its delivery; the select only groups the
 * delivery date, which is nested under its option.
 */
export const ACTIVATION_EXTRA_PARAMS: readonly ExtraParam[] = [
  {
    name: 'lastFourDigits',
    label: 'Last four digits of the card number',
    type: 'text',
    required: true,
    pattern: '\\d{4}',
  },
  {
    name: 'deliveryConfirmation',
    label: 'Card delivery',
    type: 'select',
    required: true,
    options: [
      {
        value: 'received',
        label: 'I have received the card in a sealed envelope',
        extraParams: [
          {
            name: 'receivedDate',
            label: 'Date you received the card',
            type: 'date',
            required: true,
            pattern: '\\d{4}-\\d{2}-\\d{2}',
          },
        ],
      },
    ],
  },
];

/** spec 02 §5: only the extra parameters without options are used, plus those nested inside options. */
export function usedExtraParams(params: readonly ExtraParam[]): ExtraParam[] {
  return params.flatMap((param) =>
    param.options ? param.options.flatMap((option) => usedExtraParams(option.extraParams ?? [])) : [param],
  );
}

/** Names of the parameters that only group others (they have options): a value for them is ignored. */
function groupingNames(params: readonly ExtraParam[]): string[] {
  return params.flatMap((param) =>
    param.options
      ? [param.name, ...param.options.flatMap((option) => groupingNames(option.extraParams ?? []))]
      : [],
  );
}

/** A real calendar day (`2026-02-30` is not), as a UTC date. */
function parseDay(text: string): Date | null {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? date : null;
}

/**
 * The `extraParams.name: reason` lines of the values given for these parameters: required ones present, each
 * matching its pattern as a whole, dates real and not in the future, and no value for a parameter that is not
 * asked for.
 */
export function extraParamViolations(
  params: readonly ExtraParam[],
  values: Readonly<Record<string, string>>,
  today: Date,
): string[] {
  const used = usedExtraParams(params);
  const known = new Set([...used.map((param) => param.name), ...groupingNames(params)]);
  const lines: string[] = [];
  for (const param of used) {
    const value = values[param.name]?.trim() ?? '';
    const field = `extraParams.${param.name}`;
    if (value === '') {
      if (param.required) lines.push(`${field}: is required`);
      continue;
    }
    if (param.pattern !== undefined && !new RegExp(`^(?:${param.pattern})$`).test(value)) {
      lines.push(`${field}: is not in the expected format`);
      continue;
    }
    if (param.type === 'date') {
      const day = parseDay(value);
      if (!day) lines.push(`${field}: is not a valid date`);
      else if (day.getTime() > today.getTime()) lines.push(`${field}: must not be in the future`);
    }
  }
  for (const name of Object.keys(values))
    if (!known.has(name)) lines.push(`extraParams.${name}: is not a parameter of this activation`);
  return lines;
}
