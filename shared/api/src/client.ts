import {
  CUSTOMER_ID_HEADER,
  FILE_CALL_PARTS,
  METHOD_API_PATH,
  METHOD_CATALOGUE,
  RESPONSE_CODES,
  type MethodName,
  type MethodRequest,
  type MethodResponse,
  type ResponseEnvelope,
} from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { ApiError, type ErrorBody } from '@portal/api/errors';
import { convertNumericStrings, dropNulls } from '@portal/api/numeric';
import {
  type RequestContext,
  type ApiClientOptions,
  type HttpRequestConfig,
  type UploadProgress,
  toApiError,
  createHttpClient,
  installSessionInterceptors,
} from './client-http';

export * from './client-http';
export * from './client-services';

/** The method API: `POST {apiRoot}?method=NAME` (spec 01 §7). */
export interface MethodClient {
  call<M extends MethodName>(
    method: M,
    request: MethodRequest<M>,
    options?: CallOptions,
  ): Promise<MethodResponse<M>>;
  /**
   * A call of an operation that takes a file (METHOD_CATALOGUE[method].file; spec 02 §7 "Mass transfer"): multipart
   * with the fields as JSON in `data` and the file in `file`; the same headers, session handling and errors as `call`.
   */
  callWithFile<M extends MethodName>(
    method: M,
    request: MethodRequest<M>,
    file: Blob | undefined,
    options?: FileCallOptions,
  ): Promise<MethodResponse<M>>;
}

export interface FileCallOptions extends CallOptions {
  /** Told as the file goes up (a page's upload progress). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The name the file is sent under; default the File's own name, else `upload.csv`. */
  fileName?: string;
}

export interface CallOptions {
  /**
   * Report a failure on the bus so the shell shows the error popup (spec 01 §8). Default true; reads that
   * show their own error state, and calls the spec names (phone confirmation, global pay), turn it off.
   */
  popup?: boolean;
}

/** Tells the shell to show the error popup for a failure. */
export function reportError(error: ApiError): void {
  bus.publish('api.error', {
    title: error.title,
    message: error.message,
    code: error.code,
    textKey: error.textKey,
  });
}

/** Builds the body of a method call: the payload without nulls, plus what spec 01 §7 adds. */
export function methodBody<M extends MethodName>(
  method: M,
  request: MethodRequest<M>,
  context: RequestContext,
): Record<string, unknown> {
  const traits = METHOD_CATALOGUE[method];
  return dropNulls({
    ...(request as Record<string, unknown>),
    method,
    lang: traits.dictionary || traits.documentLanguage ? context.language() : undefined,
    fromCustomerId: traits.actingCustomer ? context.actingCustomerId() : undefined,
  });
}

export function createMethodClient({ baseUrl, tokens, context }: ApiClientOptions): MethodClient {
  const http = createHttpClient(baseUrl.replace(/\/$/, '') + METHOD_API_PATH);
  installSessionInterceptors(http, tokens, (config) => {
    const method = config.params?.method as MethodName | undefined;
    return method !== undefined && !METHOD_CATALOGUE[method]?.public;
  });
  const failed = (error: unknown, options: CallOptions): ApiError => {
    const failure = toApiError(error);
    if (options.popup !== false) reportError(failure);
    return failure;
  };
  return {
    async call(method, request, options = {}) {
      try {
        return await send(method, { data: methodBody(method, request, context) });
      } catch (error) {
        throw failed(error, options);
      }
    },
    async callWithFile(method, request, file, options = {}) {
      if (!METHOD_CATALOGUE[method].file) throw new Error(`${method} takes no file`);
      const form = new FormData();
      // The operation is named by ?method=NAME; a field of the request called `method` is the request's own (a mass
      // transfer's method, spec 02 §7 "batchName, accountId, method") and goes as it is, not overwritten by the name.
      const own = (request as Record<string, unknown>).method;
      const fields = {
        ...methodBody(method, request, context),
        ...(own === undefined ? {} : { method: own }),
      };
      form.append(FILE_CALL_PARTS.data, JSON.stringify(fields));
      if (file) {
        const name = options.fileName ?? (file instanceof File ? file.name : 'upload.csv');
        form.append(METHOD_CATALOGUE[method].file?.part ?? FILE_CALL_PARTS.file, file, name);
      }
      try {
        return await send(method, { form, onUploadProgress: options.onUploadProgress });
      } catch (error) {
        throw failed(error, options);
      }
    },
  };

  async function send<M extends MethodName>(
    method: M,
    body: Pick<HttpRequestConfig, 'data' | 'form' | 'onUploadProgress'>,
  ): Promise<MethodResponse<M>> {
    const headers: Record<string, string> = {};
    const acting = context.actingCustomerId();
    // Only an operation on the acting customer's data names it (as `fromCustomerId`): a public or the user's own
    // operation acts for no company, and a public one naming a customer without a session is refused (issue 22).
    if (METHOD_CATALOGUE[method].actingCustomer && context.isBusiness() && acting !== undefined)
      headers[CUSTOMER_ID_HEADER] = String(acting);
    const response = await http.request<ResponseEnvelope>({
      method: 'POST',
      url: '',
      params: { method },
      ...body,
      headers,
    });
    const envelope = response.data;
    if (!envelope || typeof envelope !== 'object') throw ApiError.noResponse();
    if (envelope.responseCode !== RESPONSE_CODES.success)
      throw ApiError.fromBody(envelope as ErrorBody, response.status);
    return convertNumericStrings(envelope) as unknown as MethodResponse<M>;
  }
}
