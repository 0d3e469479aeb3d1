import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_ERROR_TEXT } from '@portal/api/errors';
import { LANGUAGES, type Language } from '@portal/i18n/i18n';
import { APPROVALS_NAMESPACE } from './texts';

/**
 * Every text key the shell's popups use exists in all six languages (issue 14: a success popup's button read the
 * raw key "ok", looked up in a namespace that has no such key). The keys are read from the popups' source: literal
 * `t('…')` calls in the file's namespace, `namespace:key` strings, and template keys (`codeSent.${method}`), which
 * must match at least one English key, each present in every language.
 */
const SOURCES: ReadonlyArray<{ file: string; namespace: string; notPopup?: RegExp }> = [
  { file: 'approvals/approval-popups.tsx', namespace: APPROVALS_NAMESPACE },
  { file: 'approvals/approval-coordinator.ts', namespace: APPROVALS_NAMESPACE },
  { file: 'layout/popups.tsx', namespace: 'common' },
  // The acting banner beside the dialogs is no popup; its texts live in their own namespace (access-texts.ts).
  { file: 'layout/shell-dialogs.tsx', namespace: 'common', notPopup: /^acting\./ },
];

type Texts = Record<string, unknown>;

async function textsOf(namespace: string, language: Language): Promise<Texts> {
  const module = (
    namespace === 'common'
      ? await import(`../../../shared/i18n/src/locales/common/${language}.ts`)
      : await import(`../locales/approvals/${language}.ts`)
  ) as { default: Texts };
  return module.default;
}

/** The flattened keys of a namespace's texts ('approval.codeSent.sms'). */
function flatten(texts: Texts, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [name, value] of Object.entries(texts)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (value && typeof value === 'object')
      for (const entry of flatten(value as Texts, key)) keys.set(...entry);
    else keys.set(key, value);
  }
  return keys;
}

/** A key is there as itself or in its plural forms. */
function has(keys: Map<string, unknown>, key: string): boolean {
  const value = keys.get(key) ?? keys.get(`${key}_other`);
  return typeof value === 'string' && value.trim() !== '';
}

interface UsedKey {
  namespace: string;
  /** The key, or the pattern of a template key. */
  key: string | RegExp;
  where: string;
}

function usedKeys(): UsedKey[] {
  const used: UsedKey[] = [];
  const split = (raw: string, namespace: string): [string, string] => {
    const at = raw.indexOf(':');
    return at > 0 ? [raw.slice(0, at), raw.slice(at + 1)] : [namespace, raw];
  };
  for (const { file, namespace, notPopup } of SOURCES) {
    const source = fs.readFileSync(path.join(__dirname, '..', file), 'utf8');
    for (const match of source.matchAll(/\bt\(\s*'([^']+)'/g)) {
      const [ns, key] = split(match[1]!, namespace);
      if (notPopup?.test(key)) continue;
      used.push({ namespace: ns, key, where: file });
    }
    for (const match of source.matchAll(/'((?:common|shellApprovals):[\w.]+)'/g)) {
      const [ns, key] = split(match[1]!, namespace);
      used.push({ namespace: ns, key, where: file });
    }
    for (const match of source.matchAll(/\bt\(\s*`([^`]+)`/g)) {
      const [ns, template] = split(match[1]!, namespace);
      const pattern = template
        .split(/\$\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('\\w+');
      used.push({ namespace: ns, key: new RegExp(`^${pattern}$`), where: file });
    }
  }
  // Texts of failures the code popup shows (the client's own, namespace common).
  for (const { key } of Object.values(CLIENT_ERROR_TEXT))
    used.push({ namespace: 'common', key, where: 'CLIENT_ERROR_TEXT' });
  return used;
}

describe("the shell's popup texts", () => {
  const used = usedKeys();

  it('reads the keys / the buttons and titles of the popups are among them', () => {
    expect(used).toEqual(
      expect.arrayContaining([
        { namespace: 'common', key: 'ok', where: 'approvals/approval-popups.tsx' },
        { namespace: 'common', key: 'close', where: 'approvals/approval-popups.tsx' },
        { namespace: APPROVALS_NAMESPACE, key: 'approval.confirm', where: 'approvals/approval-popups.tsx' },
        {
          namespace: APPROVALS_NAMESPACE,
          key: 'approval.successTitle',
          where: 'approvals/approval-coordinator.ts',
        },
        { namespace: 'common', key: 'ok', where: 'layout/popups.tsx' },
      ]),
    );
  });

  it.each(LANGUAGES)('%s / every key the popups use has a text', async (language) => {
    const missing: string[] = [];
    const english = {
      common: flatten(await textsOf('common', 'en')),
      [APPROVALS_NAMESPACE]: flatten(await textsOf(APPROVALS_NAMESPACE, 'en')),
    };
    const texts = {
      common: flatten(await textsOf('common', language)),
      [APPROVALS_NAMESPACE]: flatten(await textsOf(APPROVALS_NAMESPACE, language)),
    };
    for (const { namespace, key, where } of used) {
      const keys = texts[namespace as keyof typeof texts];
      if (!keys) {
        missing.push(`${where}: unknown namespace ${namespace}`);
      } else if (typeof key === 'string') {
        if (!has(keys, key)) missing.push(`${where}: ${namespace}:${key}`);
      } else {
        const matching = [...english[namespace as keyof typeof english]!.keys()].filter((name) =>
          key.test(name.replace(/_(zero|one|two|few|many|other)$/, '')),
        );
        if (matching.length === 0) missing.push(`${where}: ${namespace}:${key.source} (no English key)`);
        for (const name of matching) if (!keys.has(name)) missing.push(`${where}: ${namespace}:${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
