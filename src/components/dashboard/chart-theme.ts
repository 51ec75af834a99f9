/** Colours and font for the canvas chart, read from the page's CSS variables (so every theme applies). */
export interface ChartTheme {
  mood: string;
  energy: string;
  grid: string;
  text: string;
  background: string;
  font: string;
}

export function readChartTheme(root: HTMLElement = document.documentElement): ChartTheme {
  const style = getComputedStyle(root);
  const value = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    mood: value('--primary', '#2a6963'),
    energy: value('--warning', '#7a5200'),
    grid: value('--border', '#d6dcd9'),
    text: value('--muted-foreground', '#48575c'),
    background: value('--card', '#ffffff'),
    font: `14px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`,
  };
}

/** Calls `onChange` whenever the theme, contrast or font size on `<html>` changes. */
export function watchTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-font-size'] });
  return () => observer.disconnect();
}
