import { VERIFICATION_UPLOAD } from '@portal/api/catalogue';

/** A chosen file's problem, checked before anything is sent (the sandbox checks again, content included). */
export function fileProblem(file: File): 'type' | 'size' | 'empty' | undefined {
  const name = file.name.toLowerCase();
  const typeKnown = (VERIFICATION_UPLOAD.contentTypes as readonly string[]).includes(file.type);
  const endingKnown = VERIFICATION_UPLOAD.accept.some((ending) => name.endsWith(ending));
  if (!typeKnown || !endingKnown) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > VERIFICATION_UPLOAD.maxBytes) return 'size';
  return undefined;
}
