import type { MethodName, MethodRequest, MethodResponse } from '@portal/api/catalogue';
import type { Caller } from './authenticate';

/** Fields the client adds to every method call besides the operation's own (spec 01 §7). */
export interface ClientFields {
  method?: string;
  lang?: string;
  fromCustomerId?: number | string;
  email?: string;
}

export interface MethodContext<M extends MethodName> {
  request: MethodRequest<M> & ClientFields;
  /** The signed-in caller; the route has already answered 401 when a non-public method has none. */
  caller(): Caller;
  /**
   * The customer the call acts for: `requested`, else the customer-id header, else `fromCustomerId`,
   * else the caller's own; ENOA when the caller may not act for it (spec 01 §6).
   */
  actingCustomerId(requested?: number): Promise<number>;
  /** The customer an administrator acts as in this call (issue 22), once the call was authorized; else undefined. */
  supportActingFor(): number | undefined;
  /** The Origin of the call (the portal page's), which names the brand of the documents it makes (issue 14). */
  origin(): string | undefined;
  /**
   * The file of a multipart call (issue 15), already checked against the operation's declaration
   * (METHOD_CATALOGUE[name].file: size, name ending); undefined when none was sent.
   */
  file(): UploadedFile | undefined;
}

/** A file part of a multipart method call. */
export interface UploadedFile {
  filename: string;
  mimeType: string;
  bytes: Buffer;
}

/** A JSON schema of an object, which the route merges with the envelope. */
export type ObjectSchema = {
  type: 'object';
  properties: Record<string, unknown>;
  required?: readonly string[];
};

export interface MethodDefinition<M extends MethodName> {
  /** The operation's own request fields; the client fields are checked by the route. */
  requestSchema: ObjectSchema;
  /** The operation's answer inside the envelope; it also decides which fields are sent. */
  responseSchema: ObjectSchema;
  handle(context: MethodContext<M>): Promise<MethodResponse<M>>;
}

/** One definition per operation of the catalogue, typed from it: a missing or drifting one does not compile. */
export type MethodDefinitions = { [M in MethodName]: MethodDefinition<M> };
