/** One series of a chart: bars (stacked when they share `stack`) or a line, in a colour of `chartColors`. */
export interface ChartSeries {
  /** The field of each point that holds the series' number. */
  key: string;
  /** The legend's and the tooltip's name (already translated). */
  label: string;
  kind: 'bar' | 'line';
  color: string;
  stack?: string;
  dashed?: boolean;
}

/** A shaded band between two fields of each point (a forecast's P10 to P90). */
export interface ChartBand {
  low: string;
  high: string;
  label: string;
  color: string;
}

/** What a chart draws: the points, the field on the horizontal axis, its series and how numbers read. */
export interface SeriesChartSpec {
  data: readonly object[];
  xKey: string;
  series: readonly ChartSeries[];
  band?: ChartBand;
  /** Pixels; 280 unless told. */
  height?: number;
  /** A number on the axis and in the tooltip (money through the money module, counts in the language's digits). */
  formatValue?: (value: number) => string;
  /** A category or day on the axis and in the tooltip. */
  formatX?: (value: string) => string;
  /** Long category names (stores, employees, products) are written at an angle. */
  angledX?: boolean;
  /** A vertical line at one point of the horizontal axis (where a forecast begins), with its name. */
  marker?: { x: string; label: string };
}

/** One column of the table view: its heading and the text of each row's cell. */
export interface ChartColumn<Row> {
  key: string;
  label: string;
  value: (row: Row) => string;
  numeric?: boolean;
}
