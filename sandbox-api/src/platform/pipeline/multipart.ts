import { FILE_CALL_PARTS, type MethodFile } from '@portal/api/catalogue';
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from './types';

const DATA_PART = FILE_CALL_PARTS.data;
const FILE_PART = FILE_CALL_PARTS.file;

/** Room for the JSON fields beside a file: pasted text may be as long as the file it stands for. */
const DATA_ROOM_BYTES = 64 * 1024;
/** The largest file any call may carry, for a call whose operation is unknown or takes none. */
export const MULTIPART_FALLBACK_MAX_BYTES = 1_000_000;

/** What a multipart call carried, read before validation; its problems are told only after authorization. */
export interface MultipartCall {
  fields: Record<string, unknown>;
  file?: UploadedFile;
  /** The file was cut at the operation's limit. */
  fileTooLarge: boolean;
  /** `part: reason` lines about the form itself (a second file, unreadable JSON, an unknown part). */
  problems: string[];
}

/** A size in base 1000 units, as spec 02 §9 counts them: 2 MB, 500 kB, 900 bytes. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
  if (bytes >= 1_000) return `${Number((bytes / 1_000).toFixed(1))} kB`;
  return `${bytes} bytes`;
}

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** JSON without the keys that could reach a prototype (as the JSON body parser drops them, issue 22 item 9). */
function parseFields(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text, (key, item: unknown) =>
      key === '__proto__' || key === 'constructor' ? undefined : item,
    );
    return asObject(value);
  } catch {
    return undefined;
  }
}

/**
 * Reads a multipart method call: the `data` part as the JSON fields, the `file` part as bytes, at most one of
 * each, the file cut (and flagged) past `maxBytes`. The whole body is read, whatever it holds, so the answer
 * never races the upload.
 */
export async function readMultipartCall(
  request: FastifyRequest,
  maxBytes: number,
  /** The file's part, when the operation names one other than `file` (MethodFile.part). */
  filePart: string = FILE_PART,
): Promise<MultipartCall> {
  const call: MultipartCall = { fields: {}, fileTooLarge: false, problems: [] };
  let data = false;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 1, fieldSize: maxBytes + DATA_ROOM_BYTES, parts: 3 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== filePart) {
          call.problems.push(`${part.fieldname}: is not a part of this call`);
          continue;
        }
        call.fileTooLarge = part.file.truncated;
        call.file = { filename: part.filename, mimeType: part.mimetype, bytes };
        continue;
      }
      if (part.fieldname !== DATA_PART) {
        call.problems.push(`${part.fieldname}: is not a part of this call`);
        continue;
      }
      data = true;
      // A data part sent as application/json arrives parsed (without prototype keys); as text it is parsed here.
      const fields = part.valueTruncated
        ? undefined
        : typeof part.value === 'string'
          ? parseFields(part.value)
          : asObject(part.value);
      if (fields) call.fields = fields;
      else call.problems.push(`${DATA_PART}: must be a JSON object`);
    }
  } catch (error) {
    call.problems.push(describePartsError(error));
  }
  if (!data && call.problems.length === 0) call.problems.push(`${DATA_PART}: is required`);
  return call;
}

function describePartsError(error: unknown): string {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return `${FILE_PART}: only one file may be sent`;
    case 'FST_FIELDS_LIMIT':
      return `${DATA_PART}: only one data part may be sent`;
    case 'FST_PARTS_LIMIT':
      return 'body: has more parts than data and file';
    case 'FST_PROTO_VIOLATION':
      return `${DATA_PART}: is not a valid part name`;
    default:
      return 'body: is not a readable multipart form';
  }
}

/** The `file: reason` lines for a call's file against what its operation declares (none when it is fine). */
export function fileIssues(
  declared: MethodFile | undefined,
  file: UploadedFile | undefined,
  fileTooLarge: boolean,
): string[] {
  if (!declared) return file ? [`${FILE_PART}: this operation takes no file`] : [];
  const part = declared.part ?? FILE_PART;
  if (!file) return declared.required ? [`${part}: is required`] : [];
  const name = file.filename.toLowerCase();
  if (!declared.accept.some((ending) => name.endsWith(ending)))
    return [`${part}: must be a ${declared.accept.join(' or ')} file`];
  if (fileTooLarge || file.bytes.length > declared.maxBytes)
    return [`${part}: must be at most ${describeBytes(declared.maxBytes)}`];
  if (file.bytes.length === 0) return [`${part}: is empty`];
  return [];
}
