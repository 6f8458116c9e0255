import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartRoles } from './palette';
import type { SeriesChartSpec } from './types';

const BAND_BASE = '__bandBase';
const BAND_SPAN = '__bandSpan';
const plain = (value: number) => String(value);

/**
 * The drawing behind every chart of the dashboard (recharts, loaded with the first chart shown):
 * bars, stacked bars and lines over one horizontal axis, and an optional band drawn as a
 * transparent base plus its span (the tooltip names the band by its two ends, not by the span).
 */
/** The chart's props are its spec (also what ChartFrame draws and tables). */
export type SeriesChartProps = SeriesChartSpec;

export function SeriesChart({ data, xKey, series, band, height = 280, formatValue = plain, formatX, angledX, marker }: SeriesChartProps) {
  const points = band
    ? (data as readonly Record<string, unknown>[]).map((point) => {
        const low = point[band.low];
        const high = point[band.high];
        const drawn = typeof low === 'number' && typeof high === 'number';
        return { ...point, [BAND_BASE]: drawn ? low : null, [BAND_SPAN]: drawn ? high - low : null };
      })
    : data;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={points as Record<string, unknown>[]} margin={{ top: 8, right: 16, left: 16, bottom: angledX ? 8 : 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey={xKey}
          tickFormatter={formatX ? (value) => formatX(String(value)) : undefined}
          tick={{ fontSize: 11 }}
          {...(angledX ? { angle: -35, textAnchor: 'end', interval: 0, height: 80 } : {})}
        />
        <YAxis tickFormatter={(value: number) => formatValue(value)} tick={{ fontSize: 11 }} width={80} />
        <Tooltip
          labelFormatter={(label) => (formatX ? formatX(String(label)) : String(label))}
          formatter={(value, _name, item) => {
            if (band && item.dataKey === BAND_SPAN) {
              const point = item.payload as Record<string, number>;
              return `${formatValue(point[band.low]!)} – ${formatValue(point[band.high]!)}`;
            }
            return typeof value === 'number' ? formatValue(value) : String(value ?? '');
          }}
        />
        <Legend />
        {band ? (
          <Area
            type="monotone"
            dataKey={BAND_BASE}
            stackId="band"
            stroke="none"
            fill="transparent"
            legendType="none"
            tooltipType="none"
            isAnimationActive={false}
          />
        ) : null}
        {band ? (
          <Area
            type="monotone"
            dataKey={BAND_SPAN}
            stackId="band"
            name={band.label}
            stroke="none"
            fill={band.color}
            fillOpacity={0.45}
            isAnimationActive={false}
          />
        ) : null}
        {series.map((one) =>
          one.kind === 'bar' ? (
            <Bar key={one.key} dataKey={one.key} name={one.label} fill={one.color} stackId={one.stack} isAnimationActive={false} />
          ) : (
            <Line
              key={one.key}
              type="monotone"
              dataKey={one.key}
              name={one.label}
              stroke={one.color}
              strokeWidth={2}
              strokeDasharray={one.dashed ? '5 4' : undefined}
              dot={data.length <= 31}
              connectNulls
              isAnimationActive={false}
            />
          ),
        )}
        {marker ? (
          <ReferenceLine
            x={marker.x}
            stroke={chartRoles.reference}
            strokeDasharray="2 3"
            label={{ value: marker.label, position: 'insideTopLeft', fontSize: 11, fill: chartRoles.reference }}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
