/**
 * A text measurer for the text view's rules, from the render host the canvas draws with, once
 * the family is loaded: measuring with a font still loading would measure the fallback font.
 */
import { useEffect, useState } from 'react';
import type { MeasureText } from '../../../engine/layout/text';
import type { FontFamily, TextStyle } from '../../../engine/model';
import { useRenderAssets } from '../../../engine/react';

export const fontWeightOf = (style: Pick<TextStyle, 'bold'>) => (style.bold ? 700 : 400) as 400 | 700;

export function useTextMeasure(style: Pick<TextStyle, 'family' | 'bold' | 'italic'>): MeasureText | null {
  const assets = useRenderAssets();
  const key = `${style.family}/${fontWeightOf(style)}`;
  const [loaded, setLoaded] = useState<string | null>(null);
  const { family, bold, italic } = style;
  useEffect(() => {
    let live = true;
    assets.loadFont(family, fontWeightOf({ bold })).then(
      () => live && setLoaded(`${family}/${fontWeightOf({ bold })}`),
      // The canvas reports a font that fails to load; the rules then wait for the next family.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [assets, family, bold]);
  return loaded === key ? assets.measurerFor({ bold, italic }) : null;
}

/** Loads a family and answers a measurer for it (a font change must measure in the new font). */
export function useFontLoader(): (family: FontFamily, style: Pick<TextStyle, 'bold' | 'italic'>) => Promise<MeasureText> {
  const assets = useRenderAssets();
  return async (family, style) => {
    await assets.loadFont(family, fontWeightOf(style));
    return assets.measurerFor(style);
  };
}
