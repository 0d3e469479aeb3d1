import { lazy, type ComponentType } from 'react';
import { createTextParts } from '@portal/remote/text-parts';

/**
 * The `auth` namespace comes in parts: the sign-in page's texts load with the remote, the other pages' texts with
 * their own chunk, so `/login` stays inside its byte budget.
 */
export type TextPart = 'pages' | 'security';

export const { ensureTexts } = createTextParts<TextPart>({
  namespace: 'auth',
  loaders: {
    pages: (language) => import(`../locales/pages/${language}.ts`),
    security: (language) => import(`../locales/security/${language}.ts`),
  },
  // Top-level keys of the parts differ from the base's, so a shallow merge by the base's later reload keeps them.
  markers: { pages: 'activation', security: 'security' },
});

/** `React.lazy` for a component whose chunk needs a part of the texts. */
export function lazyWithTexts<P extends object>(
  part: TextPart,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), ensureTexts(part)]);
    return { default: component };
  });
}
