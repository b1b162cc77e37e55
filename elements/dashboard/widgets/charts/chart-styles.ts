// The rules uPlot's DOM needs (its own stylesheet is not used: it carries fixed colours and fonts), written
// over the kit's tokens and adopted into whichever root the chart renders in (the page or a shadow root).

const CHART_CSS = `
.uplot, .uplot * { box-sizing: border-box; }
.uplot { font-family: var(--tb-font-sans); line-height: 1.4; width: min-content; }
.u-wrap { position: relative; user-select: none; }
.u-over, .u-under { position: absolute; }
.u-under { overflow: hidden; }
.uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
.u-axis { position: absolute; }
.u-select { position: absolute; pointer-events: none; background: var(--tb-color-accent-soft); opacity: 0.6; border-inline: 1px solid var(--tb-color-accent); }
.u-cursor-x, .u-cursor-y { position: absolute; left: 0; top: 0; pointer-events: none; will-change: transform; }
.u-hz .u-cursor-x { height: 100%; border-right: 1px dashed var(--tb-color-border-strong); }
.u-hz .u-cursor-y { width: 100%; border-bottom: 1px dashed var(--tb-color-border-strong); }
.u-cursor-pt { position: absolute; top: 0; left: 0; border-radius: 50%; border: 0 solid; pointer-events: none; will-change: transform; background-clip: padding-box !important; }
.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off { display: none; }
`;

let sheet: CSSStyleSheet | undefined;

/** The chart stylesheet, one constructable sheet shared by every root that adopts it. */
export function chartStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CHART_CSS);
  }
  return sheet;
}

/** Adopts the chart stylesheet into the root (document or shadow root) a node is rendered in, once. */
export function adoptChartStyles(node: Node): void {
  const root = node.getRootNode();
  const target = root instanceof ShadowRoot || root instanceof Document ? root : document;
  const own = chartStyleSheet();
  if (!target.adoptedStyleSheets.includes(own)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, own];
}
