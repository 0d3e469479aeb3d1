/** How a failure becomes the error popup of spec 01 §8. */

/** Texts the client supplies itself; the UI translates them by key (namespace `common`). */
export const CLIENT_ERROR_TEXT = {
  /** spec 01 §8: HTTP 500. */
  serverUnavailable: { key: 'errors.serverUnavailable', en: 'Server is not available' },
  network: { key: 'errors.network', en: 'No connection. Check your network and try again.' },
  noResponse: { key: 'errors.noResponse', en: 'The server did not answer. Please try again.' },
  unknown: { key: 'errors.unknown', en: 'Something went wrong. Please try again.' },
} as const;

export type ApiErrorKind = 'response' | 'http' | 'network' | 'noResponse';

/** spec 01 §8: a description longer than this becomes the body, under the header "Error". */
export const DESCRIPTION_HEADER_MAX = 50;
export const GENERIC_ERROR_HEADER = 'Error';

/** The failure body as servers send it (method API, auth service, help desk). */
export interface ErrorBody {
  responseCode?: string;
  responseDescription?: string;
  validationErrors?: unknown;
  errors?: unknown;
  message?: unknown;
  body?: unknown;
}

function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    const parts = value.map(asText).filter((part): part is string => Boolean(part));
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * spec 01 §8: the popup text is taken in order from validationErrors, errors.error, errors,
 * responseDescription, message, body; lists are joined by commas. `undefined` means "use the translated server text".
 */
export function errorText(body: ErrorBody): string | undefined {
  const errors = body.errors as { error?: unknown } | undefined;
  const nestedError =
    errors && typeof errors === 'object' && !Array.isArray(errors) ? errors.error : undefined;
  return (
    asText(body.validationErrors) ??
    asText(nestedError) ??
    asText(body.errors) ??
    asText(body.responseDescription) ??
    asText(body.message) ??
    asText(body.body)
  );
}

/** A failed call, carrying what the error popup shows: `title` (header) and `message` (body). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code?: string;
  readonly status?: number;
  readonly title: string;
  /** When set, the UI shows the translation of this key instead of `message`. */
  readonly textKey?: string;
  readonly validationErrors: string[];
  /** The server's whole answer, for refusals that carry data (the `TE` answer lists the terms, spec 01 §3). */
  readonly body?: Readonly<Record<string, unknown>>;

  constructor(init: {
    kind: ApiErrorKind;
    title: string;
    message: string;
    code?: string;
    status?: number;
    textKey?: string;
    validationErrors?: string[];
    body?: Record<string, unknown>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.title = init.title;
    this.code = init.code;
    this.status = init.status;
    this.textKey = init.textKey;
    this.validationErrors = init.validationErrors ?? [];
    this.body = init.body;
  }

  /** From a server body (a non-`00` envelope or an HTTP error body). */
  static fromBody(body: ErrorBody, status?: number): ApiError {
    const description = asText(body.responseDescription);
    const text = errorText(body);
    const long = description !== undefined && description.length > DESCRIPTION_HEADER_MAX;
    const validationErrors = Array.isArray(body.validationErrors)
      ? body.validationErrors.map((item) => String(item))
      : [];
    if (text === undefined) {
      return new ApiError({
        kind: status ? 'http' : 'response',
        title: GENERIC_ERROR_HEADER,
        message: CLIENT_ERROR_TEXT.unknown.en,
        textKey: CLIENT_ERROR_TEXT.unknown.key,
        code: body.responseCode,
        status,
        body: { ...body },
      });
    }
    return new ApiError({
      kind: status && status !== 200 ? 'http' : 'response',
      title: description && !long ? description : GENERIC_ERROR_HEADER,
      message: long && text === description ? description : text,
      code: body.responseCode,
      status,
      validationErrors,
      body: { ...body },
    });
  }

  /** spec 01 §8: HTTP 500 gives 'Server is not available'. */
  static serverUnavailable(status: number): ApiError {
    const { key, en } = CLIENT_ERROR_TEXT.serverUnavailable;
    return new ApiError({ kind: 'http', title: GENERIC_ERROR_HEADER, message: en, textKey: key, status });
  }

  static network(): ApiError {
    const { key, en } = CLIENT_ERROR_TEXT.network;
    return new ApiError({ kind: 'network', title: GENERIC_ERROR_HEADER, message: en, textKey: key });
  }

  static noResponse(): ApiError {
    const { key, en } = CLIENT_ERROR_TEXT.noResponse;
    return new ApiError({ kind: 'noResponse', title: GENERIC_ERROR_HEADER, message: en, textKey: key });
  }
}

/** True when the failure is the server saying the credentials are wrong (`AU`). */
export function isAuthenticationError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'AU';
}
