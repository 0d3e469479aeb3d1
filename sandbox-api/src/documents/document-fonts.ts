import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { PACKAGE_ROOT } from '../platform/config';

// The documents' face, DejaVu Sans (the `dejavu-fonts-ttf` package, read from disk, never fetched), and the check
// of the characters it cannot draw.

const FONT_FOLDER = path.join(PACKAGE_ROOT, 'node_modules', 'dejavu-fonts-ttf', 'ttf');
const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type FontWeight = keyof typeof FONT_FILES;

let fontFiles: Record<FontWeight, Buffer> | undefined;
let glyphChecks: Record<FontWeight, fontkit.Font> | undefined;

/** The two faces' files, read once per process. Each document parses its own (pdfkit's subset keeps state in it). */
export function fontBytes(): Record<FontWeight, Buffer> {
  fontFiles ??= {
    regular: fs.readFileSync(path.join(FONT_FOLDER, FONT_FILES.regular)),
    bold: fs.readFileSync(path.join(FONT_FOLDER, FONT_FILES.bold)),
  };
  return fontFiles;
}

/**
 * The faces parsed once for the glyph check only: a fontkit font keeps the glyphs it made, with the characters
 * they were made for, and a font shared by two documents' subsets maps characters to the wrong glyphs.
 */
function fonts(): Record<FontWeight, fontkit.Font> {
  const bytes = fontBytes();
  glyphChecks ??= {
    regular: fontkit.create(bytes.regular) as fontkit.Font,
    bold: fontkit.create(bytes.bold) as fontkit.Font,
  };
  return glyphChecks;
}

const drawable: Record<FontWeight, Map<number, boolean>> = { regular: new Map(), bold: new Map() };

/** Characters of a text the face has no glyph for (spaces and controls aside). */
export function missingGlyphs(text: string, weight: FontWeight = 'regular'): string[] {
  const font = fonts()[weight];
  const known = drawable[weight];
  let missing: Set<string> | undefined;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code <= 0x20) continue;
    let has = known.get(code);
    if (has === undefined) {
      has = font.hasGlyphForCodePoint(code);
      known.set(code, has);
    }
    if (!has) (missing ??= new Set()).add(char);
  }
  return missing ? [...missing] : [];
}

/** What a document reports when its text holds characters the font cannot draw. */
export interface MissingGlyphsReport {
  title: string;
  characters: string[];
  text: string;
}

/** The sandbox's log for documents: one JSON line on stderr, as the server's logger writes. */
export function logMissingGlyphs(report: MissingGlyphsReport): void {
  process.stderr.write(
    `${JSON.stringify({
      level: 40,
      time: Date.now(),
      msg: 'document text the font cannot draw',
      document: report.title,
      characters: report.characters.map(
        (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${char}`,
      ),
      text: report.text.slice(0, 120),
    })}\n`,
  );
}
