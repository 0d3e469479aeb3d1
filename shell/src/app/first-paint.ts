import {
  BRAND_KEYS,
  BRANDS,
  brandCssVariables,
  nameBeforeFullStop,
  type BrandConfig,
} from '@portal/brands/brands';
import { LANGUAGE_NAMES, endSentence, type Language } from '@portal/i18n/i18n';

/**
 * What the portal's server paints before any script has run (issue 28): the layout's frame of a page, the brand's
 * header and, on the signed-out pages, their footer, in the brand's colours and the visitor's language. It is the
 * same brand config and the same common texts the shell's layouts render (`layouts.tsx`, `main-layout.tsx`), written
 * out as data beside index.html by the shell's build (`first-paint.json`, kept equal to this by
 * `first-paint.test.ts`); `scripts/first-paint.mjs` makes the HTML of it, and the shell's layout takes the frame away
 * in the commit that renders its own (`first-paint-frame.ts`).
 */
export interface FirstPaintBrand {
  name: string;
  logo: string;
  /** The theme's custom properties, as the shell sets them on `document.documentElement`. */
  variables: Record<string, string>;
  languages: readonly Language[];
  links: { privacy: string; terms: string; fees: string; support: string };
}

/** The frame's texts in one language; `{{year}}` stays for the server to fill (the footer says the current year). */
export interface FirstPaintTexts extends Pick<
  LayoutTexts,
  'language' | 'openMenu' | 'secureConnection' | 'privacy' | 'terms' | 'fees'
> {
  languageName: string;
  /**
   * Per brand: the support line with its address, its legal line ("© {{year}} Aurora Payments UAB. All rights
   * reserved.") and its regulator's.
   */
  brands: Record<string, { support: string; rights: string; regulator: string }>;
}

export interface FirstPaintData {
  /** The design tokens and the page's base rule (`@portal/ui/tokens.css` up to its `body` rule), minified. */
  tokens: string;
  brands: Record<string, FirstPaintBrand>;
  texts: Partial<Record<Language, FirstPaintTexts>>;
}

/** The `layout` texts of the common namespace that the frame shows. */
export interface LayoutTexts {
  language: string;
  openMenu: string;
  secureConnection: string;
  privacy: string;
  terms: string;
  fees: string;
  support: string;
  footerRights: string;
}

const interpolate = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

function brandData(brand: BrandConfig): FirstPaintBrand {
  return {
    name: brand.projectName,
    logo: brand.logo,
    variables: brandCssVariables(brand),
    languages: brand.availableLangs as Language[],
    links: {
      privacy: brand.terms.privacyPolicy,
      terms: brand.terms.termsAndConditions,
      fees: brand.feeLinks.personal,
      support: `mailto:${brand.supports.email}`,
    },
  };
}

/**
 * The part of the tokens' style sheet the frame needs before the sheet has come: the custom properties and the
 * `body` rule (no margin, the font, the background), comments and spaces out.
 */
export function frameTokens(tokensCss: string): string {
  const body = tokensCss.search(/^body\s*\{/m);
  if (body < 0) throw new Error('tokens.css has no body rule');
  const end = tokensCss.indexOf('}', body);
  return tokensCss
    .slice(0, end + 1)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .trim();
}

/**
 * The data of every brand and language, from the brand configs, each language's `layout` texts and the design
 * tokens' style sheet.
 */
export function firstPaintData(
  layoutTexts: Record<Language, LayoutTexts>,
  tokensCss: string,
): FirstPaintData {
  const brands = Object.fromEntries(BRAND_KEYS.map((key) => [key, brandData(BRANDS[key])]));
  const texts: FirstPaintData['texts'] = {};
  for (const [language, layout] of Object.entries(layoutTexts) as [Language, LayoutTexts][]) {
    const perBrand = Object.fromEntries(
      BRAND_KEYS.map((key) => {
        const brand = BRANDS[key];
        const company = nameBeforeFullStop(brand.accountConfirmation.legalEntityName);
        return [
          key,
          {
            support: interpolate(layout.support, { email: brand.supports.email }),
            // As the footer's t('layout.footerRights', …) with the single-full-stop post-processor.
            rights: endSentence(interpolate(layout.footerRights, { company })),
            regulator: brand.accountConfirmation.regulatorFooter,
          },
        ];
      }),
    );
    texts[language] = {
      languageName: LANGUAGE_NAMES[language],
      language: layout.language,
      openMenu: layout.openMenu,
      secureConnection: layout.secureConnection,
      privacy: layout.privacy,
      terms: layout.terms,
      fees: layout.fees,
      brands: perBrand,
    };
  }
  return { tokens: frameTokens(tokensCss), brands, texts };
}
