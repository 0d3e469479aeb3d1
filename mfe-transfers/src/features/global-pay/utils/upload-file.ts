/** What a global-pay file may be (ours: the spec shows no limits; a CSV of a few thousand payments). */
export const GLOBAL_PAY_FILE = { maxBytes: 2_000_000, accept: ['.csv'] } as const;

export type FileProblem = 'file' | 'fileType' | 'fileSize' | 'fileEmpty';

/** Why a chosen file is refused before it is read. */
export function fileProblem(file: File | undefined): FileProblem | undefined {
  if (!file) return 'file';
  const name = file.name.toLowerCase();
  if (!GLOBAL_PAY_FILE.accept.some((ending) => name.endsWith(ending))) return 'fileType';
  if (file.size > GLOBAL_PAY_FILE.maxBytes) return 'fileSize';
  if (file.size === 0) return 'fileEmpty';
  return undefined;
}

/** Reads a file as text, telling how far it got (0 to 100). */
export function readFileText(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onload = () => {
      onProgress(100);
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}
